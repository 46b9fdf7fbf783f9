import Foundation
import SherpaCore
import SherpaRunner

/// What an instructor decides on top of the autograder: overrides and a late policy. Applied after
/// every grade from files the instructor keeps, so every regrade keeps the decisions.
package struct GradePolicy: Sendable, Equatable {
    /// One line of `overrides.csv`: `learner,criterion,adjustment,reason`.
    package struct Override: Sendable, Equatable {
        package enum Change: Sendable, Equatable {
            /// `+5` or `-2.5`: points added or taken.
            case delta(Double)
            /// `=80`: the points become this.
            case fixed(Double)
        }
        var learner: String
        /// A criterion id, or nil for the total (`total` in the file).
        var criterion: String?
        var change: Change
        var reason: String
    }

    package var overrides: [Override] = []
    /// The deadline; nil for no late policy.
    package var due: Date?
    /// Percent of the score taken per started day late.
    package var latePenaltyPerDay: Double = 10
    /// The most percent a late hand-in can lose.
    package var latePenaltyCap: Double = 100
    package var extensions: [String: Double] = [:]
    /// Hand-in times from the roster, preferred over file times.
    package var submittedAt: [String: Date] = [:]

    package init() {}

    /// Reads `overrides.csv`. A missing file is no overrides; a bad line is an error naming it, and
    /// so is a line for a learner outside `learners` (when given), which would otherwise do nothing.
    package static func overrides(from url: URL, rubric: Rubric, learners: Set<String>? = nil) throws -> [Override] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let text = try String(contentsOf: url, encoding: .utf8)
        var result: [Override] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = CSVRow.parse(String(line)).map { $0.trimmingCharacters(in: .whitespaces) }
            if index == 0 || fields.allSatisfy(\.isEmpty) || fields.first?.hasPrefix("#") == true { continue }
            guard fields.count >= 4, !fields[0].isEmpty else {
                throw GradingError.badOverride(path: url.path, line: index + 1, reason: "it needs four fields: learner, criterion (or total), adjustment (+5, -3 or =80) and reason.")
            }
            if let learners, !learners.contains(fields[0]) {
                throw GradingError.overrideForUnknownLearner(path: url.path, line: index + 1, learner: fields[0])
            }
            let criterion = fields[1].lowercased() == "total" ? nil : fields[1]
            if let criterion, !rubric.criteria.contains(where: { $0.id == criterion }) {
                throw GradingError.badOverride(path: url.path, line: index + 1, reason: "the rubric has no criterion \(criterion); use one of \(rubric.criteria.map(\.id).joined(separator: ", ")) or total.")
            }
            let word = fields[2]
            let change: Override.Change
            // Double reads "nan" and "inf" too; neither is a number of points.
            if word.hasPrefix("="), let value = Double(word.dropFirst()), value.isFinite {
                change = .fixed(value)
            } else if word.hasPrefix("+") || word.hasPrefix("-"), let value = Double(word), value.isFinite {
                change = .delta(value)
            } else {
                throw GradingError.badOverride(path: url.path, line: index + 1, reason: "the adjustment \(word) is not +N, -N or =N with N a number of points, such as +3, -2.5 or =80.")
            }
            guard !fields[3].isEmpty else {
                throw GradingError.badOverride(path: url.path, line: index + 1, reason: "every override needs a reason; the learner reads it in their feedback.")
            }
            result.append(Override(learner: fields[0], criterion: criterion, change: change, reason: fields[3...].joined(separator: ", ")))
        }
        return result
    }

    /// Accepts `2026-12-01` (end of that day, UTC) or a full ISO 8601 time.
    package static func date(_ text: String) -> Date? {
        if let date = ISO8601DateFormatter().date(from: text) { return date }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        return day.date(from: text).map { $0.addingTimeInterval(86_399) }
    }

    /// The learner's grade with overrides and the late penalty applied, each recorded with its reason.
    package func apply(to grade: LearnerGrade, rubric: Rubric) -> LearnerGrade {
        var grade = grade
        grade.adjustments = []
        grade.score = grade.autograde
        let mine = overrides.filter { $0.learner == grade.learner }
        for override in mine where override.criterion != nil {
            guard let index = grade.score.criteria.firstIndex(where: { $0.id == override.criterion }) else { continue }
            let criterion = grade.score.criteria[index]
            let wanted = switch override.change {
            case .delta(let points): criterion.points + points
            case .fixed(let points): points
            }
            let points = Rubric.rounded(min(max(wanted, 0), criterion.weight))
            grade.adjustments.append(GradeAdjustment(kind: .override, criterion: criterion.id, points: Rubric.rounded(points - criterion.points), reason: override.reason))
            grade.score.criteria[index].points = points
        }
        grade.score.total = Rubric.rounded(grade.score.criteria.map(\.points).reduce(0, +))
        for override in mine where override.criterion == nil {
            let wanted = switch override.change {
            case .delta(let points): grade.score.total + points
            case .fixed(let points): points
            }
            let total = Rubric.rounded(min(max(wanted, 0), Rubric.maximum))
            grade.adjustments.append(GradeAdjustment(kind: .override, criterion: nil, points: Rubric.rounded(total - grade.score.total), reason: override.reason))
            grade.score.total = total
        }
        if let submitted = submittedAt[grade.learner] {
            grade.submittedAt = submitted
        }
        if let due, let submitted = grade.submittedAt, grade.status != .missing {
            let extended = due.addingTimeInterval((extensions[grade.learner] ?? 0) * 86_400)
            let late = submitted.timeIntervalSince(extended)
            if late > 0 {
                let days = Int((late / 86_400).rounded(.up))
                let percent = min(Double(days) * latePenaltyPerDay, latePenaltyCap)
                let taken = Rubric.rounded(grade.score.total * percent / 100)
                if taken > 0 {
                    let extensionNote = extensions[grade.learner].map { " (after an extension of \(PointsFormatting.plain($0)) days)" } ?? ""
                    grade.adjustments.append(GradeAdjustment(
                        kind: .latePenalty, criterion: nil, points: -taken,
                        reason: "Handed in \(days) day\(days == 1 ? "" : "s") late\(extensionNote): \(PointsFormatting.plain(percent))% of the score."
                    ))
                    grade.score.total = Rubric.rounded(grade.score.total - taken)
                }
            }
        }
        return grade
    }
}

/// A change the instructor's policy made to an autograded score.
package struct GradeAdjustment: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        case override
        case latePenalty = "late-penalty"
    }
    package var kind: Kind
    /// The criterion changed; nil for the total.
    package var criterion: String?
    /// The points added (or, negative, taken) by this adjustment.
    package var points: Double
    package var reason: String
}

/// Numbers in sentences of the grading core, which sits below the terminal's formatting.
enum PointsFormatting {
    static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
