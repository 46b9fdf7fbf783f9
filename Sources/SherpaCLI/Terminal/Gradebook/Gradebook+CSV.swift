import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// `learner,score,<criterion ids…>,status,submitted_at,adjustments`, one row per learner. The score
    /// and criteria are after the instructor's overrides and late policy; `adjustments` says which.
    func csv() -> String {
        var lines = [(["learner", "score"] + rubric.criteria.map(\.id) + ["status", "submitted_at", "adjustments"]).joined(separator: ",")]
        for learner in learners {
            let points = rubric.criteria.map { criterion in
                Self.number(learner.score.criteria.first { $0.id == criterion.id }?.points ?? 0)
            }
            let fields = [learner.learner, Self.number(learner.score.total)] + points + [learner.status.rawValue, learner.submittedAt.map(Self.timestamp) ?? "", learner.adjustments.map { "\($0.reason) (\($0.points >= 0 ? "+" : "")\(Self.number($0.points)))" }.joined(separator: "; ")]
            lines.append(fields.map(Self.spreadsheetCell).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One cell, safe to open in a spreadsheet. Learner ids and reasons come from people, and a
    /// spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return
    /// before one) as a formula. As OWASP's "CSV Injection" page advises, such a cell gets a
    /// leading `'`, which shows it as text, and is quoted with its quotes doubled.
    static func spreadsheetCell(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return CSVRow.escape(field) }
        return "\"'" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func number(_ value: Double) -> String {
        PointsFormat.number(value)
    }

    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
