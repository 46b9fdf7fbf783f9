import Foundation
import SherpaCore

/// What can be wrong with a rubric file.
enum RubricError: LocalizedError, Equatable {
    /// The rubric file is missing or is not valid JSON of the documented shape.
    case unreadable(path: String, reason: String)
    /// The rubric was written for a newer sherpa.
    case unsupportedFormat(path: String, found: Int)

    var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason):
            "The rubric \(path) could not be read: \(reason)."
        case .unsupportedFormat(let path, let found):
            "The rubric \(path) has formatVersion \(found); this sherpa reads version \(Rubric.supportedFormatVersion). Update sherpa or the rubric."
        }
    }
}
