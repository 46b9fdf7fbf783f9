import Foundation

/// Everything that can go wrong while fetching books, in the app's own terms.
/// `LocalizedError` makes `error.localizedDescription` return `errorDescription`.
enum BookError: LocalizedError, Equatable {
    case notFound
    case badStatus(Int)
    case unreadable
    case unreachable

    var errorDescription: String? {
        switch self {
        case .notFound:
            "We couldn't find that book. It may have left the catalogue."
        case .badStatus(let code):
            "The library server ran into a problem (code \(code)). Please try again shortly."
        case .unreadable:
            "The library server sent data this app can't make sense of."
        case .unreachable:
            "The library server can't be reached. Check your connection and try again."
        }
    }
}
