import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// The list screen drawn without a device, with a scripted repository in the environment.
// Nested in the injection suite, whose `.serialized` covers these tests too: a view that
// ignores the environment would reach the network stub the other tests rely on.
extension DependencyInjectionTests {
    @Suite("The book list takes its repository from the environment")
    struct BookListScreenTests {
        init() { StubNetwork.install([:]) }

        /// The first text of each row: the book titles on screen.
        private func titles(_ host: HeadlessHost) -> [String] {
            host.rows.compactMap(\.texts.first)
        }

        @Test("The book list draws the books of the repository the environment hands it", .receipted)
        func listReadsEnvironment() async {
            let scripted = ScriptedBookRepository(books: Shelf.books)
            let host = HeadlessHost(BookListView().environment(\.bookRepository, scripted))
            await host.settle()

            #expect(scripted.fetchBooksCalls > 0, "BookListView should read its repository with `@Environment(\\.bookRepository)` and hand it to its view model; the repository set in the environment was never asked for books. The screen shows:\n\(host.outline)")
            #expect(Shelf.books.map(\.title).allSatisfy(titles(host).contains), "the list should show the books of the repository from the environment; the rows were \(titles(host)).")
        }

        @Test("Typing in the search field narrows the list", .receipted)
        func searchNarrows() async throws {
            let scripted = ScriptedBookRepository(books: Shelf.books)
            let host = HeadlessHost(BookListView().environment(\.bookRepository, scripted))
            await host.settle()
            let first = try #require(Shelf.books.first?.title)

            try host.search(first)

            #expect(titles(host) == [first], "typing \"\(first)\" in the search field should leave only that book; the rows were \(titles(host)).")
        }
    }
}
