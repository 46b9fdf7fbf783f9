import Foundation

/// Why books could not be fetched, in words the reader of the screen understands.
enum BookError: LocalizedError, Equatable {
    /// No book in the catalogue has the id that was asked for.
    case notFound
    /// The server could not be reached at all.
    case unreachable
    /// The server answered with a status other than success.
    case badStatus(Int)
    /// The server answered, but not with books this app can read.
    case unreadable

    var errorDescription: String? {
        switch self {
        case .notFound:
            "This book is no longer in the catalogue."
        case .unreachable:
            "The library server can't be reached. Check your connection and try again."
        case .badStatus(let code):
            "The library server ran into a problem (code \(code)). Please try again shortly."
        case .unreadable:
            "The library server sent something this app can't read."
        }
    }
}
