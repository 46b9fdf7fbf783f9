import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// Characterisation at the screen level: these tests draw the browser without a device and use
// it as a person would, so they describe what the starter's monolith did and the refactor must
// keep. They hand `BookBrowserView(repository:)` a repository without a wait: the simulated one
// with no delay, or a double the test opens when it has seen the spinner, because only a double
// can hold a fetch for as long as the test looks, or fail once and then succeed.

/// The rows of the list as "title, author" lines.
private func rowLines(_ host: HeadlessHost) -> [String] {
    host.rows.map { $0.texts.joined(separator: ", ") }
}

/// The row whose first text is `title`.
private func row(_ host: HeadlessHost, titled title: String) -> ViewNode? {
    host.rows.first { $0.texts.first == title }
}

/// Whether the row for `title` shows a filled heart.
private func showsHeart(_ host: HeadlessHost, on title: String) -> Bool {
    row(host, titled: title)?.images.contains("heart.fill") ?? false
}

/// Draws the browser over the simulated repository without its delay, and waits until the
/// catalogue has arrived.
private func settledBrowser() async throws -> HeadlessHost {
    let host = HeadlessHost(BookBrowserView(repository: SimulatedBookRepository(delay: .zero)))
    try await host.waitUntil { host.rows.count == 7 }
    return host
}

@Suite("The browser screen still works as before")
struct BrowserScreenTests {
    @Test("The screen shows a spinner, then every book with its author", .receipted)
    func spinnerThenCatalogue() async throws {
        let repository = GatedRepository()
        let host = HeadlessHost(BookBrowserView(repository: repository))
        try await host.waitUntil { repository.waitingFetches > 0 || host.rows.count == 7 }
        let sawSpinner = host.isShowingProgress
        repository.open()
        try await host.waitUntil { host.rows.count == 7 }

        #expect(sawSpinner, "while the catalogue loads the screen should show a ProgressView, as the original browser did.")
        #expect(host.navigationTitle == "Library", "the list screen's title should still be \"Library\"; it was \(host.navigationTitle ?? "missing").")
        #expect(rowLines(host).first == "Dune, Frank Herbert", "each row should show the title, then the author, starting with Dune by Frank Herbert; the rows were \(rowLines(host)).")
    }

    @Test("Typing in the search field narrows the list", .receipted)
    func searchNarrowsList() async throws {
        let host = try await settledBrowser()

        try host.search("herbert")

        #expect(rowLines(host) == ["Dune, Frank Herbert", "Children of Dune, Frank Herbert"], "the search field should filter the rows by title or author, ignoring case, as before; searching \"herbert\" showed \(rowLines(host)).")
    }

    @Test("A search without a match says there are no results", .receipted)
    func searchWithoutMatch() async throws {
        let host = try await settledBrowser()

        try host.search("zzz")

        #expect(host.contentUnavailable != nil, "when nothing matches, the screen should show ContentUnavailableView.search instead of an empty list. The screen shows:\n\(host.outline)")
    }

    @Test("Swiping a row marks the book with a heart, and swiping again removes it", .receipted)
    func swipeTogglesFavourite() async throws {
        let host = try await settledBrowser()

        let favourite = try #require(row(host, titled: "Kindred")?.swipeActions.first, "each row should have a swipe action that toggles the favourite; the Kindred row has none.")
        try favourite.tap()
        let heartAfterOne = showsHeart(host, on: "Kindred")
        let unfavourite = try #require(row(host, titled: "Kindred")?.swipeActions.first, "the Kindred row should keep its swipe action after the first swipe.")
        try unfavourite.tap()
        let heartAfterTwo = showsHeart(host, on: "Kindred")

        #expect(heartAfterOne, "after one swipe action the row should show a filled heart (heart.fill), as before.")
        #expect(!heartAfterTwo, "a second swipe action should take the heart away again.")
    }

    @Test("The detail screen shows the book and toggles its favourite", .receipted)
    func detailScreen() async throws {
        let host = try await settledBrowser()

        try host.tapLink("Kindred")
        try await host.waitUntil { host.texts.contains("264 pages") || host.contentUnavailable != nil }
        let details = host.texts
        try host.tap("Add to favourites")
        let canRemove = host.button("Remove from favourites") != nil
        try host.goBack()

        #expect(details.contains("by Octavia E. Butler"), "the detail screen should show \"by\" and the author, as before. It showed \(details).")
        #expect(details.contains("264 pages"), "the detail screen should show the page count as \"264 pages\", as before. It showed \(details).")
        #expect(canRemove, "after \"Add to favourites\" the detail screen's button should read \"Remove from favourites\".")
        #expect(showsHeart(host, on: "Kindred"), "a favourite set on the detail screen should show as a heart in the list.")
    }

    @Test("The detail screen shows a spinner while it fetches the book", .receipted)
    func detailSpinner() async throws {
        let repository = GatedRepository()
        repository.open()
        let host = HeadlessHost(BookBrowserView(repository: repository))
        try await host.waitUntil { host.rows.count == 7 }
        repository.close()

        try host.tapLink("Kindred")
        try await host.waitUntil { repository.waitingFetches > 0 || host.texts.contains("264 pages") || host.contentUnavailable != nil }
        let sawSpinner = host.isShowingProgress
        repository.open()
        try await host.waitUntil { host.texts.contains("264 pages") || host.contentUnavailable != nil }

        #expect(sawSpinner, "the detail screen fetches its book by id through BookDetailViewModel, so while the repository has not answered it should show a ProgressView.")
    }

    @Test("A failed detail fetch offers \"Try again\", which shows the book", .receipted)
    func detailRetry() async throws {
        let repository = ProgrammedRepository(books: TestShelf.books)
        let host = HeadlessHost(BookBrowserView(repository: repository))
        try await host.waitUntil { host.rows.count == TestShelf.books.count }

        repository.answer = .failure(ReadingRoomFlooded())
        try host.tapLink("Solaris")
        // The double answers at once, so waiting for every task to end is enough.
        await host.settle()
        let failedTexts = host.texts
        let retry = try #require(host.button("Try again"), "when the detail fetch fails, the detail screen should show its error with a \"Try again\" button, as the list does. It showed \(failedTexts).")
        repository.answer = .success(TestShelf.books)
        try retry.tap()
        await host.settle()

        #expect(failedTexts.contains("The reading room is flooded; come back tomorrow."), "the detail screen's error should show the message of what the repository threw. It showed \(failedTexts).")
        #expect(host.texts.contains("by Stanisław Lem"), "after \"Try again\" succeeds the detail screen should show the book, \"by\" and its author. The screen shows:\n\(host.outline)")
    }
}
