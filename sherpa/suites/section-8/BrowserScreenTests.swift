import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// Characterisation at the screen level: these tests draw the browser without a device and use
// it as a person would, so they describe what the starter's monolith did and the refactor must
// keep. They draw `BookBrowserView()`, the screen the starter already has, with nothing
// injected, so they pass on the untouched monolith, on a scaffold of shells beside it, and on
// a finished refactor, and turn red as soon as a step changes what the user sees. The screen
// therefore waits out the app's own simulated delay, as a user would.

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

/// Draws the browser as the app does, and waits until the catalogue has arrived.
private func settledBrowser() async throws -> HeadlessHost {
    let host = HeadlessHost(BookBrowserView())
    try await host.waitUntil { host.rows.count == OriginalBrowser.catalogue.count }
    return host
}

@Suite("The browser screen still works as before")
struct BrowserScreenTests {
    @Test("The screen shows a spinner, then every book with its author", .receipted)
    func spinnerThenCatalogue() async throws {
        let host = HeadlessHost(BookBrowserView())
        var sawSpinner = false
        // The host looks after every change while the fetch runs, so it sees the spinner the
        // app shows for the length of its simulated delay.
        await host.settle { look in
            if look.isShowingProgress { sawSpinner = true }
        }
        let expected = OriginalBrowser.catalogue.map { "\($0.title), \($0.author)" }

        #expect(sawSpinner, "while the catalogue loads the screen should show a ProgressView, as the original browser did.")
        #expect(host.navigationTitle == "Library", "the list screen's title should still be \"Library\"; it was \(host.navigationTitle ?? "missing").")
        #expect(rowLines(host) == expected, "each row should show the title, then the author, for the seven books in the original order; the rows were \(rowLines(host)).")
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
}
