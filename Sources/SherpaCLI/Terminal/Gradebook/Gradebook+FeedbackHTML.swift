import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// One learner's feedback inside `report.html`, closed until opened: what `feedback/<file>.md`
    /// says, as HTML, so the report needs no other file and no Markdown viewer. The sandbox's
    /// limitations are left out here because the page lists them once for the class.
    func feedbackDetails(_ learner: LearnerGrade) -> String {
        let feedback = LearnerFeedback(learner, in: self)
        var parts = [
            "<details class=\"feedback\" id=\"\(Self.html(feedbackAnchor(learner.learner)))\">",
            "<summary>\(Self.html(learner.learner)): \(Self.number(feedback.total)) / 100, \(Self.html(learner.status.rawValue))</summary>",
            "<p><strong>Score: \(Self.number(feedback.total)) / 100</strong> (rubric \(Self.html(section)) version \(Self.html(feedback.rubricVersion)))"
                + (feedback.autograde.map { "; the autograder gave \(Self.number($0)), then the adjustments below.</p>" } ?? ".</p>"),
            "<p>\(Self.inlineHTML(feedback.headline))</p>",
            "<table class=\"criteria\"><thead><tr><th>criterion</th><th>counts</th><th>points</th><th>how it is computed</th></tr></thead><tbody>",
        ]
        for criterion in feedback.criteria {
            parts.append("<tr><td>\(Self.html(criterion.title))</td><td>\(Self.html(criterion.detail))</td><td class=\"number\">\(Self.number(criterion.points)) / \(Self.number(criterion.weight))</td><td>\(Self.html(criterion.measure.formula)) × \(Self.number(criterion.weight))</td></tr>")
        }
        parts.append("</tbody></table>")
        if !feedback.adjustments.isEmpty {
            parts += ["<h3>Adjustments</h3>", "<ul>"] + feedback.adjustments.map { "<li>\(Self.html($0))</li>" } + ["</ul>"]
        }
        if !feedback.lost.isEmpty || !feedback.unchecked.isEmpty {
            parts.append("<h3>Where points were lost</h3>")
            for criterion in feedback.lost {
                parts += ["<h4>\(Self.html(criterion.title)): \(Self.number(criterion.points)) points</h4>", "<ul>"]
                parts += criterion.reasons.map { reason in
                    "<li>\(Self.inlineHTML(reason.text))" + (reason.hint.map { "<span class=\"hint\">Hint: \(Self.inlineHTML($0))</span>" } ?? "") + "</li>"
                }
                parts.append("</ul>")
            }
            if !feedback.unchecked.isEmpty {
                parts += ["<h4>\(Self.html(feedback.uncheckedTitle))</h4>", "<ul>", "<li>\(Self.html(feedback.uncheckedReason))</li>", "</ul>"]
            }
        }
        if !feedback.notes.isEmpty {
            parts += ["<h3>Notes</h3>", "<ul>"] + feedback.notes.map { "<li>\(Self.inlineHTML($0))</li>" } + ["</ul>"]
        }
        if let match = feedback.nearReference {
            parts += ["<h3>Your code and the reference solution</h3>", "<p class=\"reference\">\(Self.html(LearnerFeedback.referenceNote(match)))</p>"]
        }
        parts.append("</details>")
        return parts.joined(separator: "\n")
    }

    /// Feedback text as HTML: everything escaped, and a span in backticks set as code, the one
    /// Markdown mark the messages and hints use. Nothing else is read as Markdown, so a learner's
    /// own test output keeps every character it had.
    static func inlineHTML(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`"), close > afterOpen else { break }
            result += html(String(rest[..<open])) + "<code>" + html(String(rest[afterOpen..<close])) + "</code>"
            rest = rest[rest.index(after: close)...]
        }
        return result + html(String(rest))
    }
}
