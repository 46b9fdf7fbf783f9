import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Where a learner stands in one section.
package struct SectionStanding: Equatable {
    package enum Phase: Equatable {
        /// The catalog lists it, but its exercise is still being written.
        case planned
        case notStarted
        /// Hints asked or files reset, but no check run yet.
        case started
        /// The latest check of the learner's code did not pass; `passedBefore` is when an
        /// earlier one did, if one did.
        case inProgress(CheckRecord, passedBefore: Date?)
        /// The latest check of the learner's code passed.
        case passed(CheckRecord)
    }

    package var phase: Phase
    /// Reading a page is not starting the work, so it is shown beside the phase.
    var guideRead: Bool
    package var quiz: QuizRecord?
    package var hintsUsed: Int
    package var checkCount: Int

    package static func of(_ section: CatalogSection, in progress: LearnerProgress) -> SectionStanding {
        let record = progress[section: section.id]
        let learnerChecks = record.checks.filter { $0.variant == .starter }
        let phase: Phase
        if section.state == .planned {
            phase = .planned
        } else if let last = record.lastLearnerCheck {
            // The latest check decides, so code that broke after passing is not shown as done.
            phase = last.status == .pass ? .passed(last) : .inProgress(last, passedBefore: record.completedAt)
        } else if progress.activity.contains(where: { $0.section == section.id && $0.kind != .guide && $0.kind != .check }) {
            // Learner checks are counted above; a check of the reference solution does not start a section.
            phase = .started
        } else {
            phase = .notStarted
        }
        let guideRead = progress.activity.contains { $0.section == section.id && $0.kind == .guide }
        return SectionStanding(phase: phase, guideRead: guideRead, quiz: record.quiz, hintsUsed: record.hintsUsed, checkCount: learnerChecks.count)
    }

    package var isDone: Bool {
        if case .passed = phase { return true }
        return false
    }

    var isStarted: Bool {
        switch phase {
        case .planned, .notStarted: quiz != nil
        default: true
        }
    }

    /// "in progress: last check 5/16 passed (2026-03-02 12:00) · 2 hints · quiz best 80%".
    package func text(clock: SessionClock) -> String {
        var parts = [phaseText(clock: clock)]
        if hintsUsed > 0 { parts.append("\(hintsUsed) hint\(hintsUsed == 1 ? "" : "s")") }
        if let quiz {
            parts.append("quiz \(Self.percent(quiz.bestScore))" + (quiz.attempts > 1 ? " (best of \(quiz.attempts))" : "") + (quiz.isPassed ? "" : ", below the pass mark"))
        }
        return parts.joined(separator: " · ")
    }

    /// The phase alone, saying when the check it rests on ran: "not started · guide read",
    /// "in progress: last check 5/16 passed (2026-03-02 12:00)", "check passed (2026-03-02 12:00)"...
    func phaseText(clock: SessionClock) -> String {
        func when(_ check: CheckRecord) -> String { "(\(clock.day(check.at)) \(clock.time(check.at)))" }
        switch phase {
        case .planned: return "being written"
        case .notStarted: return guideRead ? "not started · guide read" : "not started"
        case .started: return "in progress: no check yet"
        case .inProgress(let last, let passedBefore):
            let missing = last.missing?.count ?? 0
            let verdict: String
            if last.status == .error {
                verdict = "did not compile"
            } else if missing > 0, last.total == 0 {
                // Nothing ran, so "0/0 passed" would hide why: name the gap instead.
                verdict = "found \(missing) missing piece\(missing == 1 ? "" : "s")"
            } else {
                verdict = "\(last.passed)/\(last.total) passed"
            }
            return "in progress: last check \(verdict) \(when(last))" + (passedBefore.map { ", though a check on \(clock.day($0)) passed" } ?? "")
        case .passed(let last): return "check passed \(when(last))"
        }
    }

    /// When the check the standing rests on ran; nil before the learner's first check.
    package var lastCheckAt: Date? {
        switch phase {
        case .inProgress(let last, _), .passed(let last): last.at
        case .planned, .notStarted, .started: nil
        }
    }

    static func percent(_ score: Double) -> String { "\(Int((score * 100).rounded()))%" }
}
