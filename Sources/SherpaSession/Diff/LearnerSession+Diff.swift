import Foundation
import SherpaCore

extension LearnerSession {
    /// Whether the learner's own check of `section` has passed, which opens the reference solution.
    func solutionIsOpen(_ section: CatalogSection) -> Bool {
        store.load()[section: section.id].completedAt != nil
    }

    /// The learner's files beside the reference solution, noted in the activity log; nil, and
    /// nothing noted, while the solution is closed and `force` does not open it.
    package func compareWithSolution(_ section: CatalogSection, context: Int, force: Bool = false) throws -> Recorded<[FileComparison]>? {
        let passed = solutionIsOpen(section)
        guard passed || force else { return nil }
        let comparisons = try FileComparison.compare(yours: workspace.url(section.starter), solution: workspace.url(section.solution), context: context)
        let changed = comparisons.filter { !$0.isIdentical }.count
        let summary = "compared with the reference solution\(passed ? "" : " before passing (--force)"): \(changed) of \(comparisons.count) files differ"
        return recording(comparisons) {
            try store.record(.diff, section: section.id, summary: summary)
        }
    }
}
