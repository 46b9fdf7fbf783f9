import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// `feedback/<learner>.md`: the score by criterion, then every lost point explained in the
    /// learner's terms, then anything sherpa skipped in the hand-in.
    func feedback(_ learner: LearnerGrade) -> String {
        let feedback = LearnerFeedback(learner, in: self)
        var lines = [
            "# \(sectionTitle): feedback for \(learner.learner)",
            "",
            "**Score: \(Self.number(feedback.total)) / 100** (rubric \(section) version \(feedback.rubricVersion))"
                + (feedback.autograde.map { "; the autograder gave \(Self.number($0)), then the adjustments below." } ?? "."),
            "",
            feedback.headline,
            "",
            "| criterion | counts | points | how it is computed |",
            "|---|---|---|---|",
        ]
        for criterion in feedback.criteria {
            lines.append("| \(criterion.title) | \(criterion.detail) | \(Self.number(criterion.points)) / \(Self.number(criterion.weight)) | \(criterion.measure.formula) × \(Self.number(criterion.weight)) |")
        }
        if !feedback.adjustments.isEmpty {
            lines += ["", "## Adjustments", ""] + feedback.adjustments.map { "- " + $0 }
        }
        if !feedback.lost.isEmpty || !feedback.unchecked.isEmpty {
            lines += ["", "## Where points were lost"]
            for criterion in feedback.lost {
                lines += ["", "### \(criterion.title): \(Self.number(criterion.points)) points", ""] + criterion.reasons.flatMap(Self.markdownItem)
            }
            if !feedback.unchecked.isEmpty {
                lines += ["", "### " + feedback.uncheckedTitle, "", "- " + feedback.uncheckedReason]
            }
        }
        if !feedback.notes.isEmpty {
            lines += ["", "## Notes", ""] + feedback.notes.map { "- " + $0 }
        }
        if let match = feedback.nearReference {
            lines += ["", "## Your code and the reference solution", "", LearnerFeedback.referenceNote(match)]
        }
        if !feedback.sandboxLimitations.isEmpty {
            lines += ["", "## How the tests ran", ""] + feedback.sandboxLimitations.map { "- " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A reason as a list item: its further lines indented under it, and its hint a paragraph of
    /// its own inside the item, so a Markdown viewer shows the hint on its own line too.
    static func markdownItem(_ reason: LostPoints.Reason) -> [String] {
        let item = "- " + reason.text.replacingOccurrences(of: "\n", with: "\n  ")
        guard let hint = reason.hint else { return [item] }
        return [item, "", "  Hint: " + hint.replacingOccurrences(of: "\n", with: "\n  ")]
    }
}
