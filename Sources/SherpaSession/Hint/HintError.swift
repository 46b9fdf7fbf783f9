import Foundation

/// Why a section has no hint to give.
package enum HintError: LocalizedError, Equatable {
    case noHints(section: String, path: String)

    package var errorDescription: String? {
        switch self {
        case .noHints(let section, let path):
            "\(section) has no hints yet (\(path) is missing or unreadable). The guide page and the check's messages are the help for now."
        }
    }
}
