import Foundation
import Observation

/// The one place that decides which screens are stacked above the book list.
/// The list view binds `NavigationStack(path:)` to `path`; everything else navigates through
/// the methods below, so each move is a named step a test can call and check.
@Observable
final class NavigationRouter {
    // Settable, not private(set): NavigationStack writes the path back when the user taps Back.
    var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
    }

    /// Goes back one screen. On the book list itself there is nothing to remove, so it does nothing.
    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeAll()
    }

    /// Opens the screen a link names, directly above the book list, and reports whether the
    /// link was understood. A link the app does not understand leaves the screens as they were.
    /// The app hands incoming links here, e.g. from `.onOpenURL { router.handle(url: $0) }`.
    @discardableResult
    func handle(url: URL) -> Bool {
        guard let route = DeepLink.route(for: url) else { return false }
        path = [route]
        return true
    }

    /// The open screens as data, to save when the app leaves the screen and reopen next launch.
    func savedPath() throws -> Data {
        try JSONEncoder().encode(path)
    }

    /// Reopens the screens `savedPath()` wrote and reports whether it could. Data it cannot read
    /// (an older app's, a damaged file) leaves the screens as they were.
    @discardableResult
    func restorePath(from data: Data) -> Bool {
        guard let saved = try? JSONDecoder().decode([Route].self, from: data) else { return false }
        path = saved
        return true
    }
}
