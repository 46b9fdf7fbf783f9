import Foundation
import SherpaCore

/// A check's result in points, by a section's rubric.
package struct RubricScore: Codable, Sendable, Equatable {
    package var rubricVersion: String
    package var criteria: [CriterionScore]
    /// The sum of the criteria's points, out of 100, rounded to two decimals.
    package var total: Double

    /// One criterion's share.
    package struct CriterionScore: Codable, Sendable, Equatable {
        package var id: String
        package var title: String
        package var measure: RubricMeasure
        package var weight: Double
        /// Between 0 and 1.
        var fraction: Double
        package var points: Double
        /// "12 of 14": what the fraction counts.
        package var detail: String
    }
}

extension Rubric {
    /// Scores a check. A build error scores nothing; a suite that cannot be built against the code
    /// scores nothing for hidden tests and probes, since neither could run.
    package func score(_ report: CheckReport, section: CatalogSection) -> RubricScore {
        let scored = criteria.map { criterion -> RubricScore.CriterionScore in
            let (passed, total) = counts(criterion.measure, report: report, section: section)
            let fraction = total == 0 ? 0 : Double(passed) / Double(total)
            return RubricScore.CriterionScore(
                id: criterion.id, title: criterion.title, measure: criterion.measure, weight: criterion.weight,
                fraction: fraction, points: Self.rounded(criterion.weight * fraction),
                detail: "\(passed) of \(total)"
            )
        }
        return RubricScore(rubricVersion: version, criteria: scored, total: Self.rounded(scored.map(\.points).reduce(0, +)))
    }

    /// What a measure counts: (passed, out of).
    func counts(_ measure: RubricMeasure, report: CheckReport, section: CatalogSection) -> (Int, Int) {
        if report.status == .error { return (0, max(1, expectedTotal(measure, report: report, section: section))) }
        switch measure {
        case .hiddenTests, .probes, .learnerTests:
            let origin: TestOrigin = measure == .hiddenTests ? .suite : measure == .probes ? .probe : .learner
            let lines = report.tests.filter { $0.origin == origin }
            // Missing types keep the suite and the probes from building: count what the section holds.
            let expected = report.missing.isEmpty ? 0 : max(1, expectedTotal(measure, report: report, section: section))
            return (lines.filter { $0.status == .pass }.count, max(lines.count, expected))
        case .architecture:
            let checked = Self.checkedRules(section)
            // The rules judge a structure; until the section's types exist there is none to judge.
            if !report.missing.isEmpty { return (0, checked.count) }
            let broken = Set(report.findings.map(\.ruleID)).intersection(checked)
            return (checked.count - broken.count, checked.count)
        case .mutationScore:
            guard let mutants = report.mutants else { return (0, 1) }
            return (mutants.filter(\.killed).count, mutants.count)
        }
    }

    /// The denominator a measure would have had had everything run, so that a check whose code or
    /// suite did not build reads "0 of 21", the section's real count, where it is known.
    private func expectedTotal(_ measure: RubricMeasure, report: CheckReport, section: CatalogSection) -> Int {
        switch measure {
        case .architecture: Self.checkedRules(section).count
        case .hiddenTests: sectionCounts?.hiddenTests ?? 1
        case .probes: sectionCounts?.probes ?? 1
        case .learnerTests, .mutationScore: 1
        }
    }

    /// Rule ids a section is judged on: its rules, plus the folder layout where it has one.
    static func checkedRules(_ section: CatalogSection) -> Set<String> {
        Set(section.rules + (section.layout == nil ? [] : [FolderLayout.ruleID]))
    }

    package static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
