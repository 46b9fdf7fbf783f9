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

    /// Refuses, before the class is built, a file sherpa did not write in the output folder's
    /// per-learner folders, unless it is named for one of `learners`; the write checks again
    /// against the learners actually graded.
    package static func outputLearnerFiles(_ output: URL, learners: Set<String>) throws {
        let names = LearnerFileNames.assign(Array(learners)).values
        _ = try GradeOutputRecord(folder: output).staleFiles(keeping: GradeOutputRecord.learnerFiles(names: names))
    }

    /// Refuses an output folder that is the submissions folder or lies inside it (through links
    /// too): the next grade would take it for a learner's hand-in.
    package static func outputOutsideSubmissions(_ output: URL, submissions: URL) throws {
        let out = resolved(output)
        let handIns = resolved(submissions)
        guard out == handIns || out.hasPrefix(handIns.hasSuffix("/") ? handIns : handIns + "/") else { return }
        throw GradingError.outputInsideSubmissions(output: output.standardizedFileURL.path, submissions: submissions.standardizedFileURL.path)
    }

    /// The path with every link resolved, as far as it exists; the rest, which cannot be a link yet,
    /// appended as written.
    private static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.standardizedFileURL.path
    }

    /// Refuses a submissions path that is not a folder, or that holds two learner folders whose
    /// names are one text in two Unicode spellings.
    package static func submissionsFolder(_ url: URL) throws {
        guard SubmissionIntake.isDirectory(url.standardizedFileURL.path) else {
            throw GradingError.noSubmissionsFolder(path: url.path)
        }
        try SubmissionIntake.folders(in: url).refuseAlikeNames(in: url)
    }

    /// Everyone an override may name: each folder among the hand-ins (a folder whose name is not
    /// UTF-8 under its escaped name) and everyone on the roster.
    package static func classLearners(submissions: URL, roster: Roster?) -> Set<String> {
        let folders = SubmissionIntake.folders(in: submissions)
        return Set(folders.learners + folders.unreadableNames + (roster?.learners ?? []))
    }
}
