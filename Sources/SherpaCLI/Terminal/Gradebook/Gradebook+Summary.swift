import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// `summary.md`: the class at a glance: the distribution, mean and median per criterion, the
    /// tests and rules most often failed, how many hand-ins did not build, timed out or crashed,
    /// and the hand-ins close to the reference solution.
    func summary() -> String {
        let totals = learners.map(\.score.total)
        var lines = [
            "# \(sectionTitle): class summary",
            "",
            "\(learners.count) learners, rubric \(section) version \(rubric.version). Mean \(Self.number(Self.mean(totals))), median \(Self.number(Self.median(totals))).",
            "",
            "## Distribution",
            "",
            "| score | learners |",
            "|---|---|",
        ]
        for low in stride(from: 0, through: 90, by: 10) {
            let high = low == 90 ? 100 : low + 9
            let count = totals.filter { low == 90 ? $0 >= 90 : ($0 >= Double(low) && $0 < Double(low + 10)) }.count
            lines.append("| \(low)–\(high) | \(count) \(String(repeating: "█", count: count)) |")
        }
        lines += ["", "## Criteria", "", "| criterion | weight | mean | median |", "|---|---|---|---|"]
        for criterion in rubric.criteria {
            let points = learners.map { $0.score.criteria.first { $0.id == criterion.id }?.points ?? 0 }
            lines.append("| \(criterion.title) | \(Self.number(criterion.weight)) | \(Self.number(Self.mean(points))) | \(Self.number(Self.median(points))) |")
        }
        let statuses = LearnerGrade.Status.allCases.map { status in "\(status.rawValue): \(learners.filter { $0.status == status }.count)" }
        let tests = learners.compactMap(\.report).flatMap(\.tests)
        lines += [
            "", "## Hand-ins", "",
            "- " + statuses.joined(separator: ", "),
            "- tests that timed out: \(tests.filter { $0.status == .timedOut }.count); tests that crashed: \(tests.filter { $0.status == .crashed }.count)",
        ]
        let failedTests = Self.ranked(learners.compactMap(\.report).flatMap { $0.tests.filter { $0.status != .pass && $0.status != .skipped && $0.origin != .learner }.map(\.name) })
        if !failedTests.isEmpty {
            lines += ["", "## Most often failed tests and guarantees", ""] + failedTests.prefix(10).map { "- \($0.count) × \($0.name)" }
        }
        let brokenRules = Self.ranked(learners.compactMap(\.report).flatMap { Array(Set($0.findings.map(\.ruleID))) })
        if !brokenRules.isEmpty {
            lines += ["", "## Most often broken rules", ""] + brokenRules.prefix(10).map { "- \($0.count) × \($0.name)" }
        }
        let missed = Self.ranked(learners.compactMap(\.report).flatMap { ($0.mutants ?? []).filter { !$0.killed }.map(\.id) })
        if !missed.isEmpty {
            lines += ["", "## Planted bugs most often missed", ""] + missed.prefix(10).map { "- \($0.count) × \($0.name)" }
        }
        if !nearReference.isEmpty {
            lines += ["", "## Close to the reference solution", "", Self.referenceCaveat, ""] + referenceLines()
        }
        if !sandboxLimitations.isEmpty {
            lines += ["", "## Sandbox", ""] + sandboxLimitations.map { "- " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Names by how often they occur, most first, then by name.
    static func ranked(_ names: [String]) -> [(name: String, count: Int)] {
        Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +).map { (name: $0.key, count: $0.value) }
            .sorted { ($1.count, $0.name) < ($0.count, $1.name) }
    }
}
