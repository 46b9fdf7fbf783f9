import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// The list screen drawn without a device and used as a person would: the router must be the
// one owner of navigation, so a tap, a route pushed in code and the Back button all agree.

/// How a path reads in a message: `[book(id: …)]`, or the book list when empty.
private func shown(_ path: [Route]) -> String {
    guard !path.isEmpty else { return "[] (just the book list)" }
    return "[" + path.map { String(describing: $0).replacingOccurrences(of: "BookBrowser.Route", with: "") }.joined(separator: ", ") + "]"
}

@Suite("Section 5: the book list navigates through the router")
struct BookListScreenTests {
    let book = Library.sample.books[0]

    @Test("Tapping a book row pushes that book's route onto the router's path", .receipted)
    func tapGoesThroughRouter() throws {
        let router = NavigationRouter()
        let host = HeadlessHost(BookListView(router: router))

        try host.tapLink(book.title)

        #expect(router.path == [Route.book(id: book.id)], "tapping the \"\(book.title)\" row should put Route.book(id:) with its id on router.path; the path is \(shown(router.path)). Make each row a `NavigationLink(value: Route.book(id: book.id))` inside `NavigationStack(path: $router.path)`, not a link that builds its destination inline.")
    }

    @Test("A book route pushed through the router opens that book's screen", .receipted)
    func pushedBookRouteShows() {
        let router = NavigationRouter()
        let host = HeadlessHost(BookListView(router: router))

        router.push(Route.book(id: book.id))

        #expect(host.navigationDepth == 1, "after router.push(Route.book(id:)) the list should have one screen above it; it has \(host.navigationDepth). Bind the stack to the router with `NavigationStack(path: $router.path)`.")
        #expect(host.navigationTitle == book.title || host.texts.contains(book.title), "the screen for Route.book(id:) should show \"\(book.title)\". Map every Route to its screen in `.navigationDestination(for: Route.self)`. The screen shows:\n\(host.outline)")
    }

    @Test("An author route pushed through the router opens that author's screen", .receipted)
    func pushedAuthorRouteShows() {
        let router = NavigationRouter()
        let host = HeadlessHost(BookListView(router: router))

        router.push(Route.author(id: book.author.id))

        let name = book.author.name
        #expect(host.navigationDepth == 1, "after router.push(Route.author(id:)) the list should have one screen above it; it has \(host.navigationDepth).")
        #expect(host.navigationTitle == name || host.texts.contains(name), "the screen for Route.author(id:) should show \"\(name)\". `.navigationDestination(for: Route.self)` should switch over every case of Route. The screen shows:\n\(host.outline)")
    }

    @Test("Going back with the Back button takes the route off the router's path", .receipted)
    func backUpdatesRouter() throws {
        let router = NavigationRouter()
        let host = HeadlessHost(BookListView(router: router))
        router.push(Route.book(id: book.id))
        _ = host.navigationDepth

        try host.goBack()

        #expect(router.path.isEmpty, "the Back button should leave router.path empty again; it is \(shown(router.path)). The stack writes the path back only when it is bound with `NavigationStack(path: $router.path)`.")
    }
}
