import Foundation
import SherpaCore
import SherpaRunner

/// One learner's line in the gradebook.
package struct LearnerGrade: Codable, Sendable, Equatable {
    /// How far grading got with the learner's work.
    package enum Status: String, Codable, Sendable, CaseIterable {
        /// Built and run; the score is the rubric's.
        case graded
        /// The learner's code does not compile: every criterion scores nothing.
        case buildError = "build-error"
        /// On the roster, but no folder was handed in.
        case missing
        /// A folder with no Swift file of the section.
        case empty
        /// A folder whose name is not valid UTF-8: sherpa cannot tell whose it is, so it is not
        /// graded, and its row (under the name with its odd bytes escaped) says so.
        case unreadableName = "unreadable-name"
        /// The learner's views use SwiftUI that sherpa's stand-in lacks: sherpa's gap, not the learner's
        /// error. The views were set aside and everything else scored; an instructor judges the views.
        case checkerGap = "checker-gap"
    }

    package var learner: String
    package var status: Status
    var layout: Submission.Layout
    /// The score after the instructor's overrides and late policy: what the gradebook records.
    package var score: RubricScore
    /// The score the autograder gave, before any adjustment.
    package var autograde: RubricScore
    /// Overrides and late penalties applied to `autograde`, each with its reason.
    package var adjustments: [GradeAdjustment] = []
    /// The check, as `sherpa check` would report it; nil for missing and empty submissions.
    package var report: CheckReport?
    /// What was skipped or refused in the submission, a sentence each.
    package var notes: [String]
    package var submittedAt: Date?
    /// The clean copy's digest, for telling a changed hand-in from an unchanged one.
    var digest: String
}

extension LearnerGrade {
    /// The row of a learner with nothing to grade: on the roster with no folder (`missing`), or a
    /// folder that is not read (`unreadableName`). Every criterion scores nothing.
    static func notHandedIn(_ learner: String, status: Status = .missing, notes: [String] = [], rubric: Rubric, section: CatalogSection) -> LearnerGrade {
        var none = CheckReport(section: section.id, variant: .submission, status: .error, message: "Nothing was handed in.")
        none.warnings = notes
        let score = rubric.score(none, section: section)
        return LearnerGrade(
            learner: learner, status: status, layout: .missing, score: score, autograde: score,
            report: nil, notes: notes, submittedAt: nil, digest: ""
        )
    }
}
