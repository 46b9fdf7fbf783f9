import Foundation
import SherpaCore
import SherpaRunner

/// Checks what an instructor gave `sherpa grade` before anything is built, so a mistake is named
/// in seconds, with its path, rather than after the whole class has been graded.
package enum GradeInputCheck {
    /// Refuses an output folder that is a file, lies under a file, or cannot be written.
    package static func outputFolder(_ url: URL) throws {
        let manager = FileManager.default
        var candidate = url.standardizedFileURL
        var isFolder: ObjCBool = false
        while !manager.fileExists(atPath: candidate.path, isDirectory: &isFolder) {
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else { return }
            candidate = parent
        }
        let path = url.standardizedFileURL.path
        guard isFolder.boolValue else {
            throw GradingError.outputNotAFolder(
                path: path,
                found: candidate.path == path ? "it is a file" : "\(candidate.path) is a file, so no folder can be made inside it"
            )
        }
        guard manager.isWritableFile(atPath: candidate.path) else {
            throw GradingError.outputNotAFolder(path: path, found: candidate.path == path ? "you cannot write in it" : "you cannot write in \(candidate.path)")
        }
    }

    /// Refuses a submissions path that is not a folder.
    package static func submissionsFolder(_ url: URL) throws {
        guard SubmissionIntake.isDirectory(url.standardizedFileURL.path) else {
            throw GradingError.noSubmissionsFolder(path: url.path)
        }
    }

    /// Everyone an override may name: each folder among the hand-ins (a folder whose name is not
    /// UTF-8 under its escaped name) and everyone on the roster.
    package static func classLearners(submissions: URL, roster: Roster?) -> Set<String> {
        let folders = SubmissionIntake.folders(in: submissions)
        return Set(folders.learners + folders.unreadableNames + (roster?.learners ?? []))
    }
}
