import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// `feedback/<learner>.md`: the score by criterion, then every lost point explained in the
    /// learner's terms, then anything sherpa skipped in the hand-in.
    package func feedback(_ learner: LearnerGrade) -> String {
        let lost = LostPoints(learner: learner)
        var lines = [
            "# \(sectionTitle): feedback for \(learner.learner)",
            "",
            "**Score: \(Self.number(learner.score.total)) / 100** (rubric \(section) version \(rubric.version))"
                + (learner.adjustments.isEmpty ? "." : "; the autograder gave \(Self.number(learner.autograde.total)), then the adjustments below."),
            "",
            lost.headline(section: section),
            "",
            "| criterion | counts | points | how it is computed |",
            "|---|---|---|---|",
        ]
        for criterion in learner.score.criteria {
            lines.append("| \(criterion.title) | \(criterion.detail) | \(Self.number(criterion.points)) / \(Self.number(criterion.weight)) | \(criterion.measure.formula) × \(Self.number(criterion.weight)) |")
        }
        if !learner.adjustments.isEmpty {
            lines += ["", "## Adjustments", ""]
            for adjustment in learner.adjustments {
                let target = adjustment.criterion.flatMap { id in learner.score.criteria.first { $0.id == id }?.title } ?? "total"
                lines.append("- \(adjustment.points >= 0 ? "+" : "")\(Self.number(adjustment.points)) on \(target): \(adjustment.reason)")
            }
        }
        let explained = learner.autograde.criteria.filter { $0.points < $0.weight }
        if !explained.isEmpty {
            lines += ["", "## Where points were lost"]
            for criterion in explained {
                let reasons = lost.explanation(for: criterion.measure)
                lines += ["", "### \(criterion.title): \(Self.number(criterion.weight - criterion.points)) points"]
                lines += reasons.isEmpty ? ["", "- Nothing in this part could be checked, because an earlier step did not succeed (see above)."] : [""] + reasons.map { "- " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
            }
        }
        let notes = learner.notes + (learner.report?.warnings.filter { !learner.notes.contains($0) } ?? [])
        if !notes.isEmpty {
            lines += ["", "## Notes", ""] + notes.map { "- " + $0 }
        }
        if !sandboxLimitations.isEmpty {
            lines += ["", "## How the tests ran", ""] + sandboxLimitations.map { "- " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
