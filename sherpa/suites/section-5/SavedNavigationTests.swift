import Foundation
import Testing
@testable import BookBrowser
import SwiftUI

// Saving the open screens and reopening them: once as the typed path, once through SwiftUI's
// NavigationPath. The two halves read differently on purpose: a typed path can be compared
// screen by screen, a NavigationPath only as a whole.

private enum Saved {
    static let book = Route.book(id: UUID(uuidString: "0B6E1A52-7C3D-4F08-9E21-5A4C8D1F0B03")!)
    static let author = Route.author(id: 2)
}

/// A router showing a book and then its author, as a reader might leave the app.
private func routerShowingBookAndAuthor() -> NavigationRouter {
    let router = NavigationRouter()
    router.push(Saved.book)
    router.push(Saved.author)
    return router
}

@Suite("Section 5: saving and reopening the open screens")
struct SavedNavigationTests {
    @Test("The saved screens reopen in the same order in a new router", .receipted)
    func savedPathReopens() throws {
        let saved = try routerShowingBookAndAuthor().savedPath()
        let relaunched = NavigationRouter()

        let reopened = relaunched.restorePath(from: saved)

        #expect(reopened, "`restorePath(from:)` should return true for data that `savedPath()` wrote.")
        #expect(relaunched.path == [Saved.book, Saved.author], "a new router given the saved data should show the same screens in the same order, [book, author]; it shows \(relaunched.path). Make `Route` `Codable` and encode and decode the whole `[Route]`.")
    }

    @Test("Data that is not a saved path leaves the open screens alone", .receipted)
    func unreadableDataChangesNothing() {
        let router = routerShowingBookAndAuthor()

        let reopened = router.restorePath(from: Data("not a saved path".utf8))

        #expect(!reopened, "`restorePath(from:)` should return false when it cannot read the data.")
        #expect(router.path == [Saved.book, Saved.author], "data that cannot be read must not change the open screens; the path became \(router.path). Decode first, and only then replace `path`.")
    }

    @Test("The router's NavigationPath holds the same screens as its typed path", .receipted)
    func navigationPathMatches() {
        let router = routerShowingBookAndAuthor()

        let erased = router.navigationPath

        // A NavigationPath cannot list its values, so the test can only compare whole paths and counts.
        #expect(erased.count == 2, "`navigationPath` should hold one value per open screen, 2 here; it holds \(erased.count). Build it with `NavigationPath(path)`.")
        #expect(erased == NavigationPath([Saved.book, Saved.author]), "`navigationPath` should hold the routes of `path`, in order. A NavigationPath cannot say which screen differs: build it from `path` with `NavigationPath(path)`.")
    }

    @Test("The NavigationPath's saved form reads back to a path of the same length that saves the same data", .receipted)
    func navigationPathSurvivesSaving() throws {
        let router = routerShowingBookAndAuthor()

        let representation = try #require(router.navigationPath.codable, "`navigationPath.codable` is nil: SwiftUI can only save a NavigationPath whose values are all `Codable`. Make `Route` `Codable`.")
        let data = try JSONEncoder().encode(representation)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        // SwiftUI keeps a restored path's values undecoded until a stack shows them, so it is not
        // `==` to the path saved. What it does promise: the same number of screens, and the same
        // saved form when written again.
        #expect(restored.count == 2, "the NavigationPath read back from its saved form should hold 2 screens; it holds \(restored.count).")
        let again = try #require(restored.codable, "a NavigationPath read back from saved data should be savable again.")
        #expect(try JSONEncoder().encode(again) == data, "the NavigationPath read back should save to the same data it was read from; that is all a NavigationPath can tell. The typed `path` in the test above can show each screen.")
    }
}
