import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// Behaviour the monolith never had, so these are targets of the refactor rather than
// characterisation: the detail screen is opened with an id and fetches its book through
// `BookDetailViewModel`, with a spinner while it waits and "Try again" after a failure. They
// inject a repository double through `BookBrowserView(repository:)`, because only a double can
// hold a fetch for as long as the test looks, or fail once and then succeed.

@Suite("The detail screen fetches its own book (new behaviour)")
struct DetailScreenFetchTests {
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
