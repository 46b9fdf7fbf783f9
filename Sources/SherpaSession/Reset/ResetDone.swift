import Foundation

/// A reset that happened: where the learner's files were saved and what was put back.
package struct ResetDone {
    /// The backup folder relative to the course, nil when there were no files to save.
    package var backupPath: String?
    /// Files the starter put back.
    package var written: [String]
    /// Files the learner had added, removed (they are in the backup).
    package var removed: [String]
}
