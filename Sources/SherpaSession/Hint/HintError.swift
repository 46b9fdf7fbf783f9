import Foundation

/// Why a section has no hint to give.
enum HintError: LocalizedError, Equatable {
    case noHints(section: String, path: String)

    var errorDescription: String? {
        switch self {
        case .noHints(let section, let path):
            "\(section) has no hints yet (\(path) is missing or unreadable). The guide page and the check's messages are the help for now."
        }
    }
}
