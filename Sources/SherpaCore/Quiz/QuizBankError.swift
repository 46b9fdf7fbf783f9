import Foundation

/// Why a bank could not be read.
package enum QuizBankError: LocalizedError, Equatable {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case unsupportedFormat(path: String, found: Int)

    package var errorDescription: String? {
        switch self {
        case .missing(let path): "the quiz bank \(path) does not exist."
        case .unreadable(let path, let reason): "\(path) is not a valid quiz bank: \(reason)."
        case .unsupportedFormat(let path, let found):
            "\(path) has formatVersion \(found); this sherpa reads formatVersion \(QuizBank.supportedFormatVersion)."
        }
    }
}
