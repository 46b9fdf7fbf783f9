import Foundation
import SherpaCore

/// The hint a learner gets next.
package enum HintPick: Equatable {
    /// The hint written for a test that failed in the last check.
    case test(name: String, text: String)
    /// General hint `number` (1-based) of `total`.
    case general(number: Int, total: Int, text: String)
    /// Every hint has been used; the last general one again.
    case exhausted(total: Int, last: String?)

    /// The next hint: a failing test's own hint the learner has not seen, else the next general one.
    package static func next(in book: HintBook, section: String, progress: LearnerProgress) -> HintPick {
        let record = progress[section: section]
        let lastCheck = record.lastLearnerCheck
        let failing = lastCheck.map { $0.status == .pass ? [] : $0.failing } ?? []
        let shown = shownTestHints(section: section, progress: progress)
        // Only the failing test that comes first in the section's steps, not the first the report
        // lists: its fix may be what the others wait on (a refused save the view shows wrongly
        // because the view model kept the refused name). Once its hint has been seen, escalating
        // through the general hints helps more than a hint aimed at a symptom.
        if let earliest = book.earliestInSteps(of: failing), !shown.contains(earliest.test) {
            return .test(name: earliest.test, text: earliest.hint)
        }
        let used = record.hintsUsed
        if used < book.general.count {
            return .general(number: used + 1, total: book.general.count, text: book.general[used])
        }
        return .exhausted(total: book.general.count, last: book.general.last)
    }

    /// The line the activity log keeps for this hint.
    package var summary: String {
        switch self {
        case .test(let name, _): Self.testHintPrefix + name + "”"
        case .general(let number, let total, _): "general hint \(number) of \(total)"
        case .exhausted(let total, _): "asked for a hint after using all \(total) general hints"
        }
    }

    static let testHintPrefix = "hint for the failing test “"

    /// Test names whose hint the activity log says was shown for this section.
    package static func shownTestHints(section: String, progress: LearnerProgress) -> [String] {
        progress.activity.compactMap { entry in
            guard entry.kind == .hint, entry.section == section, entry.summary.hasPrefix(testHintPrefix), entry.summary.hasSuffix("”") else { return nil }
            return String(entry.summary.dropFirst(testHintPrefix.count).dropLast())
        }
    }
}
