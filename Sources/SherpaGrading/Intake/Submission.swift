import Foundation
import SherpaCore
import SherpaRunner

/// One learner's hand-in, after sherpa has taken a clean copy of it.
struct Submission: Sendable, Equatable {
    /// How the learner's folder was laid out.
    enum Layout: String, Codable, Sendable {
        /// A whole copy of the course repository (or a git clone of it).
        case repository
        /// Only the section's folder.
        case sectionFolder = "section-folder"
        /// Listed in the roster, with no folder.
        case missing
        /// A folder with no Swift file for the section.
        case empty
    }

    /// The learner id: the folder name, as the roster writes it.
    var learner: String
    var layout: Layout
    /// The clean copy of the section folder (regular `.swift` files only); nil when there is none.
    var copy: URL?
    /// Files that were skipped, a sentence each, for the learner's feedback.
    var notes: [String]
    /// The newest modification time among the copied files.
    var submittedAt: Date?
    /// SHA-256 over the copied files' paths and bytes: the same hand-in always gives the same digest.
    var digest: String
}
