import Foundation
import Observation
import Testing
@testable import BookBrowser

/// Ids the tests navigate to. They need not exist in the app's catalogue: the router only
/// moves routes around, it never looks books up.
private enum Sample {
    static let kindred = UUID(uuidString: "5D7A3C10-2B4E-4F6A-8C9D-0E1F2A3B4C5D")!
    static let piranesi = UUID(uuidString: "A1B2C3D4-E5F6-4789-ABCD-EF0123456789")!
    static let authorNumber = 7
}

private func link(_ text: String) throws -> URL {
    try #require(URL(string: text), "the suite could not build the test link \(text)")
}

/// The path as the learner would write it: `[Route.book(id: …), Route.author(id: 2)]`, or the book list when empty.
private func shown(_ path: [Route]) -> String {
    guard !path.isEmpty else { return "[] (just the book list)" }
    let routes = path.map { String(describing: $0).replacingOccurrences(of: "BookBrowser.Route", with: "") }
    return "[" + routes.joined(separator: ", ") + "]"
}

/// A router with some screens already open, so a test can see whether a link disturbed them.
private func routerShowingTwoScreens() -> NavigationRouter {
    let router = NavigationRouter()
    router.push(Route.book(id: Sample.piranesi))
    router.push(Route.author(id: 2))
    return router
}

/// Counts change notices; `withObservationTracking` calls back from any thread, hence the lock.
nonisolated private final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func record() {
        lock.withLock { count += 1 }
    }

    var changes: Int {
        lock.withLock { count }
    }
}

@Suite("Section 5: navigation through a router")
struct NavigationRouterTests {

    @Suite("Moving along the path")
    struct PathOperations {
        @Test("A new router starts on the book list, with nothing pushed", .receipted)
        func startsAtRoot() {
            let router = NavigationRouter()

            #expect(router.path.isEmpty, "a new `NavigationRouter` should start with an empty `path`, which means the book list is showing; it started with \(shown(router.path)).")
        }

        @Test("push(_:) puts the new screen on top of the path", .receipted)
        func pushAppends() {
            let router = NavigationRouter()

            router.push(Route.book(id: Sample.kindred))
            router.push(Route.author(id: Sample.authorNumber))

            #expect(router.path == [Route.book(id: Sample.kindred), Route.author(id: Sample.authorNumber)], "each `push(_:)` should add its route at the end of `path`, so the last route pushed is the screen on top; the path became \(shown(router.path)).")
        }

        @Test("pop() goes back one screen and keeps the ones below it", .receipted)
        func popRemovesTop() {
            let router = NavigationRouter()
            router.push(Route.book(id: Sample.kindred))
            router.push(Route.author(id: Sample.authorNumber))

            router.pop()

            #expect(router.path == [Route.book(id: Sample.kindred)], "`pop()` should remove only the last route, like tapping Back once; the path became \(shown(router.path)).")
        }

        @Test("pop() on the book list does nothing and does not crash", .receipted)
        func popOnEmptyPathIsSafe() {
            let router = NavigationRouter()

            router.pop()

            #expect(router.path.isEmpty, "`pop()` with nothing pushed should leave `path` empty; guard against the empty path instead of calling `removeLast()` on it, which crashes.")
        }

        @Test("popToRoot() goes straight back to the book list", .receipted)
        func popToRootEmptiesPath() {
            let router = NavigationRouter()
            router.push(Route.book(id: Sample.kindred))
            router.push(Route.author(id: Sample.authorNumber))
            router.push(Route.book(id: Sample.piranesi))

            router.popToRoot()

            #expect(router.path.isEmpty, "`popToRoot()` should empty `path` in one step, however many screens were open; the path was left as \(shown(router.path)).")
        }

        @Test("Two routes to the same book are the same route", .receipted)
        func routesCompareByValue() {
            let screens: Set<Route> = [Route.book(id: Sample.kindred), Route.book(id: Sample.kindred), Route.author(id: Sample.authorNumber)]

            #expect(screens.count == 2, "`Route` should be a `Hashable` value whose cases carry only ids, so two routes to the same book are equal; NavigationStack relies on that to match a route with its screen.")
        }

        @Test("Changing the path tells the NavigationStack to update", .receipted)
        func pathChangesAreObserved() {
            let router = NavigationRouter()
            let counter = ChangeCounter()
            withObservationTracking {
                _ = router.path
            } onChange: {
                counter.record()
            }

            router.push(Route.book(id: Sample.kindred))

            #expect(counter.changes > 0, "the view reads `router.path`; mark `NavigationRouter` with `@Observable` so that a `push(_:)` made from code redraws the stack.")
        }
    }

    @Suite("Opening links")
    struct DeepLinks {
        @Test("A book link opens that book's screen", .receipted)
        func bookLinkOpensBook() throws {
            let router = NavigationRouter()

            let opened = router.handle(url: try link("bookbrowser://book/\(Sample.kindred.uuidString)"))

            #expect(opened, "`handle(url:)` should return true for bookbrowser://book/<uuid>, because it understood the link.")
            #expect(router.path == [Route.book(id: Sample.kindred)], "bookbrowser://book/<uuid> should leave exactly one route on the path, `Route.book(id:)` with that UUID; the path became \(shown(router.path)).")
        }

        @Test("An author link opens that author's screen", .receipted)
        func authorLinkOpensAuthor() throws {
            let router = NavigationRouter()

            let opened = router.handle(url: try link("bookbrowser://author/\(Sample.authorNumber)"))

            #expect(opened, "`handle(url:)` should return true for bookbrowser://author/<number>.")
            #expect(router.path == [Route.author(id: Sample.authorNumber)], "bookbrowser://author/\(Sample.authorNumber) should leave exactly one route on the path, `Route.author(id: \(Sample.authorNumber))`; the path became \(shown(router.path)).")
        }

        @Test("A link replaces the screens that were open, with the book list underneath", .receipted)
        func linkReplacesOpenScreens() throws {
            let router = routerShowingTwoScreens()

            _ = router.handle(url: try link("bookbrowser://book/\(Sample.kindred.uuidString)"))

            #expect(router.path == [Route.book(id: Sample.kindred)], "a link should show its screen directly above the book list, not on top of whatever the reader had open; set `path` to just that route. The path became \(shown(router.path)).")
        }

        @Test("A link with another scheme is ignored", .receipted)
        func otherSchemeIsIgnored() throws {
            try expectIgnored("https://book/\(Sample.kindred.uuidString)", because: "only links that start with bookbrowser:// belong to this app")
        }

        @Test("A book link whose id is not a UUID is ignored", .receipted)
        func malformedBookIDIsIgnored() throws {
            try expectIgnored("bookbrowser://book/not-a-uuid", because: "`UUID(uuidString:)` gives nil for \"not-a-uuid\", and a book route needs a real UUID")
        }

        @Test("An author link whose id is not a number is ignored", .receipted)
        func malformedAuthorIDIsIgnored() throws {
            try expectIgnored("bookbrowser://author/someone", because: "author ids are numbers, and \"someone\" is not one")
        }

        @Test("A link to a screen the app does not have is ignored", .receipted)
        func unknownScreenIsIgnored() throws {
            try expectIgnored("bookbrowser://shelf/3", because: "the app has book and author screens only")
        }

        @Test("A link that names a screen but no id is ignored", .receipted)
        func missingIDIsIgnored() throws {
            try expectIgnored("bookbrowser://book", because: "there is no id after book/")
        }

        /// An ignored link returns false and leaves the reader exactly where they were.
        private func expectIgnored(_ text: String, because reason: String) throws {
            let router = routerShowingTwoScreens()
            let before = router.path

            let opened = router.handle(url: try link(text))

            #expect(!opened, "`handle(url:)` should return false for \(text): \(reason).")
            #expect(router.path == before, "a link the app cannot open must leave the open screens alone; after \(text) the path went from \(shown(before)) to \(shown(router.path)).")
        }
    }
}
