import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// A study session: a run of activity with no quiet spell of two hours or more inside it.
package struct StudySession: Equatable, Sendable {
    /// 1 for the learner's first session.
    package var number: Int
    /// Oldest first; never empty.
    var entries: [ActivityEntry]

    package var start: Date { entries[0].at }
    package var end: Date { entries[entries.count - 1].at }

    /// Section ids in the order the session first touched them.
    package var sections: [String] {
        var seen: [String] = []
        for case let id? in entries.map(\.section) where !seen.contains(id) { seen.append(id) }
        return seen
    }

    func count(_ kind: ActivityEntry.Kind) -> Int { entries.filter { $0.kind == kind }.count }

    /// "2 guide pages, 5 checks (last passed), 1 hint". The verdict is the session's latest check
    /// of the learner's own code in `progress`: checks of the reference solution are counted as
    /// checks but say nothing about the learner's work.
    package func tally(_ progress: LearnerProgress) -> String {
        var parts: [String] = []
        func add(_ kind: ActivityEntry.Kind, _ singular: String, _ plural: String) {
            let count = count(kind)
            if count > 0 { parts.append("\(count) \(count == 1 ? singular : plural)") }
        }
        add(.guide, "guide page", "guide pages")
        add(.check, "check", "checks")
        if count(.check) > 0, let lastCheck = lastLearnerCheck(in: progress) {
            parts[parts.count - 1] += lastCheck.status == .pass ? " (last passed)" : " (last failed)"
        }
        add(.quiz, "quiz", "quizzes")
        add(.hint, "hint", "hints")
        add(.reset, "reset", "resets")
        add(.diff, "diff", "diffs")
        return parts.joined(separator: ", ")
    }

    /// The latest check of the learner's own code recorded during the session, in any section.
    func lastLearnerCheck(in progress: LearnerProgress) -> CheckRecord? {
        let window = start.addingTimeInterval(-SessionLog.checkStampSlack)...end.addingTimeInterval(SessionLog.checkStampSlack)
        return sections.compactMap { id in progress[section: id].checks.last { $0.variant == .starter && window.contains($0.at) } }.max { $0.at < $1.at }
    }
}
