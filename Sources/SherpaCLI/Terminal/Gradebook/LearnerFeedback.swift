import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner
import SherpaGrading

/// What one learner's feedback says, in order, before it is written out: `feedback/<file>.md` and
/// the feedback inside `report.html` are both rendered from it, so the two never disagree. Each
/// line is said once: a note that repeats a reason already given where the points were lost is
/// left out.
struct LearnerFeedback {
    /// A criterion that cost points, and why.
    struct LostCriterion {
        var title: String
        var points: Double
        var reasons: [LostPoints.Reason]
    }

    var learner: String
    var total: Double
    /// The autograder's total, when adjustments changed it.
    var autograde: Double?
    var rubricVersion: String
    var headline: String
    var criteria: [RubricScore.CriterionScore]
    /// "+3 on Architecture: The rule misread a generated file."
    var adjustments: [String]
    var lost: [LostCriterion]
    /// Criteria that cost points with no reason of their own, because an earlier step failed and
    /// they could not be checked: said once for all of them, not once under each.
    var unchecked: [LostCriterion]
    var notes: [String]
    var nearReference: ReferenceMatch?
    var sandboxLimitations: [String]

    init(_ learner: LearnerGrade, in gradebook: Gradebook) {
        let lostPoints = LostPoints(learner: learner)
        self.learner = learner.learner
        total = learner.score.total
        autograde = learner.adjustments.isEmpty ? nil : learner.autograde.total
        rubricVersion = gradebook.rubric.version
        let headline = lostPoints.headline(section: gradebook.section)
        self.headline = headline
        criteria = learner.score.criteria
        adjustments = learner.adjustments.map { adjustment in
            let target = adjustment.criterion.flatMap { id in learner.score.criteria.first { $0.id == id }?.title } ?? "total"
            return "\(adjustment.points >= 0 ? "+" : "")\(PointsFormat.number(adjustment.points)) on \(target): \(adjustment.reason)"
        }
        let costly = learner.autograde.criteria.filter { $0.points < $0.weight }.map { criterion in
            LostCriterion(title: criterion.title, points: criterion.weight - criterion.points, reasons: lostPoints.explanation(for: criterion.measure))
        }
        lost = costly.filter { !$0.reasons.isEmpty }
        unchecked = costly.filter(\.reasons.isEmpty)
        let given = Set(costly.flatMap { $0.reasons.map(\.text) } + [headline])
        var seen = Set<String>()
        notes = (learner.notes + (learner.report?.warnings ?? [])).filter { !given.contains($0) && seen.insert($0).inserted }
        nearReference = gradebook.nearReference.first { $0.learner == learner.learner }
        sandboxLimitations = gradebook.sandboxLimitations
    }

    /// The heading over the criteria that could not be checked: "Not checked: Architecture rules
    /// (20 points)".
    var uncheckedTitle: String {
        "Not checked: " + unchecked.map { "\($0.title) (\(PointsFormat.number($0.points)) points)" }.joined(separator: ", ")
    }

    /// Why those criteria cost points.
    var uncheckedReason: String {
        (unchecked.count == 1 ? "This part" : "These parts") + " could not be checked, because an earlier step did not succeed (see above)."
    }

    /// Said to the learner whose hand-in is close to the reference solution: what was measured, in
    /// a person's words, and that it decides nothing.
    static func referenceNote(_ match: ReferenceMatch) -> String {
        "Your code is close to the reference solution (\(Gradebook.percent(match.similarity))): once the starter's code is set aside, much of it matches the course's own solution, which comes with every copy of the course. That is not a judgement, since a short exercise can lead to much the same code; your instructor may ask you to talk through how you wrote it."
    }
}
