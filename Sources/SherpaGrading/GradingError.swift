import Foundation
import SherpaCore
import SherpaRunner

/// What stops `sherpa grade` as a whole. A single learner's failure is a grade, never one of these.
package enum GradingError: LocalizedError, Equatable {
    /// The submissions folder does not exist or is not a folder.
    case noSubmissionsFolder(path: String)
    /// The roster file could not be read.
    case unreadableRoster(path: String, reason: String)
    /// The roster has no `learner` column.
    case rosterWithoutLearnerColumn(path: String)
    /// A roster cell that cannot be read.
    case badRosterValue(path: String, line: Int, column: String, value: String)
    /// A line of the overrides file that cannot be read.
    case badOverride(path: String, line: Int, reason: String)
    /// `--due` is not a date.
    case badDueDate(String)
    /// `--shard` is not `K/N` with 1 ≤ K ≤ N.
    case badShard(String)
    /// Shard outputs that cannot be merged.
    case unmergeable(String)
    /// Neither the submissions folder nor the roster names a learner.
    case noLearners(path: String)
    /// The instructor's side (the stand-in, the suite support or the reference) did not compile.
    case sharedPartsDoNotCompile(details: String)
    /// The class build failed and no error could be tied to a learner.
    case unattributedBuildFailure(details: String)
    /// The mutants could not be compiled into one schema.
    case mutantSchema(String)
    /// The secret that seals the regrade cache could not be made or read.
    case cacheSecret(path: String)
    /// `--out` names something that is not a folder (or lies under one that is not).
    case outputNotAFolder(path: String, found: String)
    /// Two learner folders whose names are one text in two Unicode spellings.
    case learnerFoldersAlike(first: String, second: String, spellings: [String])
    /// `--out` is the submissions folder or inside it.
    case outputInsideSubmissions(output: String, submissions: String)
    /// A file sherpa did not write sits in one of its per-learner output folders.
    case unknownOutputFile(path: String, folder: String)
    /// An output file could not be written.
    case cannotWrite(path: String, reason: String)
    /// An override names a learner who is neither a folder nor on the roster.
    case overrideForUnknownLearner(path: String, line: Int, learner: String)

    package var errorDescription: String? {
        switch self {
        case .noSubmissionsFolder(let path):
            "There is no folder of submissions at \(path)."
        case .unreadableRoster(let path, let reason):
            "The roster \(path) could not be read: \(reason)."
        case .rosterWithoutLearnerColumn(let path):
            "The roster \(path) has no `learner` column in its first line; name the submission folders in one."
        case .badRosterValue(let path, let line, let column, let value):
            "Line \(line) of the roster \(path) has \"\(value)\" in the \(column) column, which sherpa cannot read (extension_days takes a number of days, submitted_at a date like 2026-12-01T18:00:00Z)."
        case .badOverride(let path, let line, let reason):
            "Line \(line) of the overrides file \(path) cannot be used: \(reason)"
        case .badDueDate(let value):
            "--due takes a date like 2026-12-01 or 2026-12-01T23:59:00Z, not \(value)."
        case .badShard(let value):
            "--shard takes K/N with 1 ≤ K ≤ N, for example 2/4, not \(value)."
        case .unmergeable(let reason):
            "The shard outputs cannot be merged: \(reason)"
        case .noLearners(let path):
            "No learner was found: \(path) has no sub-folders and no roster names anyone."
        case .sharedPartsDoNotCompile(let details):
            "The course's shared parts (the SwiftUI stand-in, the suite support or the reference solution) did not compile, so no learner could be graded: \(details)"
        case .unattributedBuildFailure(let details):
            "The class build failed with an error sherpa could not tie to one learner: \(details)"
        case .mutantSchema(let reason):
            "The section's mutants could not be prepared for grading: \(reason)"
        case .cacheSecret(let path):
            "sherpa could not make or read \(path), the secret that seals remembered grades; check that its folder is writable, or pass --force."
        case .outputNotAFolder(let path, let found):
            "The output folder \(path) cannot be used: \(found). Give --out a folder (it is made when it does not exist)."
        case .learnerFoldersAlike(let first, let second, let spellings):
            "The learner folders \(first) and \(second) have names that read the same but are spelt with different Unicode characters (\(spellings.joined(separator: " and "))), so sherpa would take them for one learner and lose a hand-in; rename one of them to its learner's id and grade again."
        case .outputInsideSubmissions(let output, let submissions):
            "The output folder \(output) is inside the submissions folder \(submissions), so the next grade would take it for a learner's hand-in; give --out a folder outside \(submissions)."
        case .unknownOutputFile(let path, let folder):
            "\(path) was not written by sherpa, yet it sits in \(folder), which holds one file per learner graded, so it would be uploaded or read with this grade's files; move it out of \(folder) (sherpa deletes only files it wrote) or give --out another folder."
        case .cannotWrite(let path, let reason):
            "sherpa could not write \(path): \(reason)."
        case .overrideForUnknownLearner(let path, let line, let learner):
            "Line \(line) of the overrides file \(path) names \(learner), who has no folder among the hand-ins and is not on the roster; correct the id or remove the line."
        }
    }
}
