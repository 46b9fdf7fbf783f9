import Foundation

extension Gradebook {
    /// `learner,score,<criterion ids…>,status,submitted_at`, one row per learner.
    public func csv() -> String {
        var lines = [(["learner", "score"] + rubric.criteria.map(\.id) + ["status", "submitted_at"]).joined(separator: ",")]
        for learner in learners {
            let points = rubric.criteria.map { criterion in
                Self.number(learner.score.criteria.first { $0.id == criterion.id }?.points ?? 0)
            }
            let fields = [learner.learner, Self.number(learner.score.total)] + points + [learner.status.rawValue, learner.submittedAt.map(Self.timestamp) ?? ""]
            lines.append(fields.map(CSVRow.escape).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ value: Double) -> String {
        PointsFormat.number(value)
    }

    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
