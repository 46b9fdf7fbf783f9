import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// The list screen drawn without a device, its view model loading through the real
// `RemoteBookRepository` from a stubbed network. Only the root view is named: how the view
// labels its buttons or splits its body is the learner's choice.

private enum Catalogue {
    static let twoBooks = StubResponse.json("""
        [{"id": "5D7A3C10-2B4E-4F6A-8C9D-0E1F2A3B4C5D", "title": "Kindred", "author": "Octavia E. Butler", "page_count": 264},
         {"id": "A1B2C3D4-E5F6-4789-ABCD-EF0123456789", "title": "Piranesi", "author": "Susanna Clarke", "page_count": 272}]
        """)
    static let titles = ["Kindred", "Piranesi"]
}

/// The first text of each row: the book titles on screen.
private func rowTitles(_ host: HeadlessHost) -> [String] {
    host.rows.compactMap(\.texts.first).filter { $0 != "" }
}

/// Draws the list and lets its first load finish.
@MainActor
private func loadedScreen(_ answer: StubResponse) async -> HeadlessHost {
    StubNetwork.install(["/books": answer])
    let host = HeadlessHost(BookListView())
    await host.settle()
    return host
}

@Suite("Section 6: the list screen draws every state", .serialized)
struct BookListScreenTests {
    @Test("The loaded state lists the books", .receipted)
    func loadedListsBooks() async {
        let host = await loadedScreen(Catalogue.twoBooks)

        #expect(Catalogue.titles.allSatisfy(rowTitles(host).contains), "once the books have loaded, the list should show a row per book; the rows were \(rowTitles(host)). The screen shows:\n\(host.outline)")
    }

    @Test("The error state offers a button that loads again, and the books appear", .receipted)
    func errorOffersRetry() async throws {
        let host = await loadedScreen(.status(500))
        let retry = try #require(host.buttons.first, "when the load fails, the screen shows no button to try again. Give the `.error` case a message and a button that calls `viewModel.retry()`. The screen shows:\n\(host.outline)")

        StubNetwork.install(["/books": Catalogue.twoBooks])
        try retry.tap()
        await host.settle()

        #expect(!StubNetwork.requests.isEmpty, "the error screen's button \"\(retry.label)\" sent no request: it should call `viewModel.retry()`, which loads again.")
        #expect(Catalogue.titles.allSatisfy(rowTitles(host).contains), "after the error screen's button \"\(retry.label)\" and a successful load, the list should show the books; the rows were \(rowTitles(host)). The screen shows:\n\(host.outline)")
    }

    @Test("Pulling the list to refresh fetches again, and keeps the books when that fails", .receipted)
    func refreshKeepsRows() async throws {
        let host = await loadedScreen(Catalogue.twoBooks)

        StubNetwork.install(["/books": .status(503)])
        do {
            try await host.refresh()
        } catch {
            Issue.record("the loaded list cannot be pulled to refresh: add `.refreshable { await viewModel.refresh() }` to it.")
            return
        }
        await host.settle()

        #expect(!StubNetwork.requests.isEmpty, "pulling the list to refresh sent no request: `.refreshable` should call `viewModel.refresh()`.")
        #expect(Catalogue.titles.allSatisfy(rowTitles(host).contains), "a refresh that fails should keep the loaded books on screen; the rows were \(rowTitles(host)). The screen shows:\n\(host.outline)")
    }

    @Test("Typing in the search field narrows the list", .receipted)
    func searchNarrows() async throws {
        let host = await loadedScreen(Catalogue.twoBooks)

        try host.search("kind")

        #expect(rowTitles(host) == ["Kindred"], "typing \"kind\" in the search field should leave only Kindred; the rows were \(rowTitles(host)). Bind `.searchable(text: $viewModel.searchText)` and list `viewModel.filteredBooks`.")
    }
}
