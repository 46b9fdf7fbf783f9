import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// The list screen drawn without a device: after the refactor it still shows what the view
// model got from its repository. Nested in the data-layer suite, whose `.serialized` covers
// these tests too, since they answer through the same network stub.

private let shelfJSON = """
    [{"id": "0B9E5F2A-1C3D-4E5F-8A9B-0C1D2E3F4A5B", "title": "Salt Roads", "author": "Mira Okafor", "page_count": 301, "cover_url": null},
     {"id": "7F6E5D4C-3B2A-4190-8F7E-6D5C4B3A2910", "title": "Night Ferry", "author": "Jonas Lind", "page_count": 198, "cover_url": null}]
    """

extension BookDataLayerTests {
    @Suite("The book list screen")
    struct BookListScreenTests {
        /// The first text of each row: the book titles on screen.
        private func titles(_ host: HeadlessHost) -> [String] {
            host.rows.compactMap(\.texts.first)
        }

        @Test("The book list shows the books the repository fetched", .receipted)
        func listShowsFetchedBooks() async {
            StubNetwork.install(["/books": .json(shelfJSON)])
            let host = HeadlessHost(BookListView())
            await host.settle()

            #expect(titles(host) == ["Salt Roads", "Night Ferry"], "the list should show a row per book the repository fetched from /books; the rows were \(titles(host)). The screen shows:\n\(host.outline)")
        }

        @Test("A failed fetch shows the repository error's message on screen", .receipted)
        func failureShowsMessage() async throws {
            StubNetwork.install(["/books": .status(500)])
            let view = BookListView()
            let host = HeadlessHost(view)
            await host.settle()

            let model = try #require(ViewContents.first(BookListViewModel.self, in: view), "BookListView should hold its BookListViewModel; none was found in the view.")
            let message = try #require(model.errorMessage, "after a failed fetch the view model's errorMessage should hold the repository error's message.")
            #expect(host.texts.contains(message), "after a failed fetch the screen should show the view model's errorMessage (\"\(message)\"). The screen shows:\n\(host.outline)")
        }
    }
}
