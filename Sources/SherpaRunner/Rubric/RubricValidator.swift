import Foundation
import SherpaCore

/// Checks a section's rubric without building anything: it exists, its weights add up to 100,
/// and each measure is one the section can produce. Each problem is one sentence naming the file.
package enum RubricValidator {
    package static func problems(for section: CatalogSection, in workspace: Workspace) -> [String] {
        let path = Rubric.path(for: section)
        let rubric: Rubric
        do {
            rubric = try Rubric.load(for: section, in: workspace)
        } catch {
            return ["\(section.id): \(error.localizedDescription)"]
        }
        var problems: [String] = []
        if rubric.section != section.id {
            problems.append("\(section.id): \(path) says it is for \(rubric.section).")
        }
        let ids = rubric.criteria.map(\.id)
        if Set(ids).count != ids.count {
            problems.append("\(section.id): \(path) names a criterion id twice.")
        }
        let total = rubric.criteria.map(\.weight).reduce(0, +)
        if abs(total - Rubric.maximum) > 0.001 {
            problems.append("\(section.id): the weights in \(path) add up to \(total), not 100.")
        }
        for criterion in rubric.criteria {
            if criterion.weight <= 0 {
                problems.append("\(section.id): the criterion \(criterion.id) in \(path) has no positive weight.")
            }
            if let reason = unavailable(criterion.measure, in: section) {
                problems.append("\(section.id): the criterion \(criterion.id) in \(path) measures \(criterion.measure.rawValue), but \(reason).")
            }
        }
        return problems
    }

    /// Why a section cannot produce a measure, or nil when it can.
    static func unavailable(_ measure: RubricMeasure, in section: CatalogSection) -> String? {
        switch measure {
        case .hiddenTests: nil
        case .probes: section.probes == nil ? "the section has no compile-fail probes" : nil
        case .architecture: Rubric.checkedRules(section).isEmpty ? "the section checks no architecture rule" : nil
        case .learnerTests, .mutationScore: section.learnerTests == nil ? "the learner writes no tests in this section" : nil
        }
    }
}
