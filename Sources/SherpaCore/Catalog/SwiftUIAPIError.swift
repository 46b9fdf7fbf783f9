import Foundation

/// Why `sherpa/swiftui-api.json` could not be used.
enum SwiftUIAPIError: LocalizedError, Equatable {
    case unreadable(path: String, reason: String)
    case unsupportedFormat(path: String, found: Int)

    var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason):
            "\(path) could not be read: \(reason)"
        case .unsupportedFormat(let path, let found):
            "\(path) has formatVersion \(found); this sherpa reads formatVersion \(SwiftUIAPI.supportedFormatVersion)."
        }
    }
}
