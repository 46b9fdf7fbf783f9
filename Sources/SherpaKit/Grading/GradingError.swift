import Foundation

/// What stops `sherpa grade` as a whole. A single learner's failure is a grade, never one of these.
public enum GradingError: LocalizedError, Equatable {
    /// The submissions folder does not exist or is not a folder.
    case noSubmissionsFolder(path: String)
    /// The roster file could not be read.
    case unreadableRoster(path: String, reason: String)
    /// The roster has no `learner` column.
    case rosterWithoutLearnerColumn(path: String)
    /// Neither the submissions folder nor the roster names a learner.
    case noLearners(path: String)
    /// The instructor's side (the stand-in, the suite support or the reference) did not compile.
    case sharedPartsDoNotCompile(details: String)
    /// The class build failed and no error could be tied to a learner.
    case unattributedBuildFailure(details: String)
    /// The mutants could not be compiled into one schema.
    case mutantSchema(String)

    public var errorDescription: String? {
        switch self {
        case .noSubmissionsFolder(let path):
            "There is no folder of submissions at \(path)."
        case .unreadableRoster(let path, let reason):
            "The roster \(path) could not be read: \(reason)."
        case .rosterWithoutLearnerColumn(let path):
            "The roster \(path) has no `learner` column in its first line; name the submission folders in one."
        case .noLearners(let path):
            "No learner was found: \(path) has no sub-folders and no roster names anyone."
        case .sharedPartsDoNotCompile(let details):
            "The course's shared parts (the SwiftUI stand-in, the suite support or the reference solution) did not compile, so no learner could be graded: \(details)"
        case .unattributedBuildFailure(let details):
            "The class build failed with an error sherpa could not tie to one learner: \(details)"
        case .mutantSchema(let reason):
            "The section's mutants could not be prepared for grading: \(reason)"
        }
    }
}
