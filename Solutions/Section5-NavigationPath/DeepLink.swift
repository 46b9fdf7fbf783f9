import Foundation

/// Turns the app's links into routes:
///
///     bookbrowser://book/0B6E1A52-7C3D-4F08-9E21-5A4C8D1F0B01   → .book(id:)
///     bookbrowser://author/3                                   → .author(id:)
///
/// Anything else (another scheme, an unknown screen, a malformed id, extra path parts) gives nil.
enum DeepLink {
    static let scheme = "bookbrowser"

    static func route(for url: URL) -> Route? {
        // URL schemes and hosts are case-insensitive, so `BookBrowser://Book/...` is the same link.
        guard url.scheme?.lowercased() == scheme, let screen = url.host?.lowercased() else {
            return nil
        }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 1, let id = parts.first else {
            return nil
        }
        switch screen {
        case "book":
            return UUID(uuidString: id).map { Route.book(id: $0) }
        case "author":
            guard let number = Int(id), number > 0 else { return nil }
            return .author(id: number)
        default:
            return nil
        }
    }
}
