import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing
@testable import Monolith

/// The monolith is drawn headless and fed through the network stub. Section 1 asks for no
/// change to `BookListView`, so these pass on the untouched view; they fail when an edit
/// to the view broke what it did.
@Suite("Section 1: the monolith still works", .serialized)
struct MonolithViewTests {
    static let catalogue = """
        [
            {"id": "0C6E9A51-7B2D-4F10-8E3A-5D4C2B1A0F91", "title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "page_count": 304},
            {"id": "1D7FAB62-8C3E-4021-9F4B-6E5D3C2B1A02", "title": "Kindred", "author": "Octavia E. Butler", "page_count": 264},
            {"id": "2E80BC73-9D4F-4132-A05C-7F6E4D3C2B13", "title": "The Fifth Season", "author": "N. K. Jemisin", "page_count": 468}
        ]
        """

    /// The first text of each row: the book's title.
    static func titles(in host: HeadlessHost) -> [String] {
        host.rows.compactMap { $0.texts.first }
    }

    @Test("The book list asks the course API for /books and lists every book", .receipted)
    func loadsAndLists() async {
        StubNetwork.install(["/books": .json(Self.catalogue)])
        let host = HeadlessHost(BookListView())

        await host.settle()

        let paths = StubNetwork.requests.map(\.url.path)
        #expect(paths == ["/books"], "`BookListView` should load its books once, from /books on the course API, when it appears; the requests seen were \(paths). Section 1 needs no change to the view: if you edited it, undo that.")
        #expect(Self.titles(in: host) == ["The Left Hand of Darkness", "Kindred", "The Fifth Season"], "after loading, the list should show one row per book, in the order the server sent them.")
        #expect(!host.isShowingProgress, "once the books are in, the spinner should be gone.")
    }

    @Test("Typing in the search field narrows the list", .receipted)
    func searchNarrowsList() async throws {
        StubNetwork.install(["/books": .json(Self.catalogue)])
        let host = HeadlessHost(BookListView())
        await host.settle()

        try host.search("butler")

        #expect(Self.titles(in: host) == ["Kindred"], "searching for \"butler\" should leave only the book whose author matches, whatever the case of the letters.")
    }

    @Test("A server error shows a message instead of the list", .receipted)
    func serverErrorShowsMessage() async {
        StubNetwork.install(["/books": .status(500)])
        let host = HeadlessHost(BookListView())

        await host.settle()

        #expect(host.rows.isEmpty, "when the server answers 500 there are no books to list.")
        #expect(host.texts.contains { $0.contains("turned the request down") }, "when the server answers 500, the screen should explain that instead of showing an empty list. The screen shows:\n\(host.outline)")
        #expect(!host.isShowingProgress, "after a failed load the spinner should be gone.")
    }

    @Test("Unreadable JSON shows a message instead of the list", .receipted)
    func badJSONShowsMessage() async {
        StubNetwork.install(["/books": .json(#"{"books": "not a list"}"#)])
        let host = HeadlessHost(BookListView())

        await host.settle()

        #expect(host.rows.isEmpty, "when the answer can't be decoded there are no books to list.")
        #expect(host.texts.contains { $0.contains("can't read") }, "when the answer can't be decoded into books, the screen should say so. The screen shows:\n\(host.outline)")
    }
}
