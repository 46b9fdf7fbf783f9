import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Why a learner lost points, per measure, in the learner's terms: the failing test's teaching
/// message and hint, the rule's message at its file and line, the planted bugs the tests missed.
/// Never a hidden test's source: a failed expectation's raw text is left out.
struct LostPoints {
    let learner: LearnerGrade

    /// One lost point explained: what happened and, when the section has one, a hint. The hint is
    /// kept apart so every output can give it a line of its own: a message can end in a screen's
    /// outline, and a hint run on after it reads as part of the screen.
    struct Reason: Hashable {
        var text: String
        var hint: String?

        init(_ text: String, hint: String? = nil) {
            self.text = text
            self.hint = hint
        }

        /// The reason as plain text, the hint on a line of its own.
        var plain: String {
            hint.map { text + "\nHint: " + $0 } ?? text
        }
    }

    func headline(section: String) -> String {
        switch learner.status {
        case .missing: return "Nothing was handed in for \(section)."
        case .empty: return "No Swift file of \(section) was found in the hand-in."
        case .buildError: return "The code does not compile, so no test could run and every criterion scores nothing."
        case .unreadableName: return "The hand-in's folder name could not be read, so it was not graded (see the notes)."
        case .checkerGap:
            return (learner.report?.message ?? "") + " Points were given for everything judged without the views; the views themselves need a person's eye."
        case .graded:
            guard let report = learner.report else { return "" }
            // A run problem or a missing piece is one sentence; otherwise the counts, made the way
            // the rubric makes the table's, so the two always agree.
            if report.status == .pass || report.runProblem != nil || !report.missing.isEmpty { return report.message }
            let parts = [(TestOrigin.suite, "hidden tests", "pass"), (.probe, "guarantees", "hold"), (.learner, "of your own tests", "pass")]
                .compactMap { origin, noun, verb in Self.count(report.tests.filter { $0.origin == origin }, noun: noun, verb: verb) }
            let findings = report.findings.count
            let rules = findings == 0 ? [] : ["\(findings) architecture finding\(findings == 1 ? "" : "s")"]
            return (parts + rules).joined(separator: "; ") + "."
        }
    }

    /// "0 of 19 hidden tests pass (3 timed out, 16 not run)"; nil when there are none.
    private static func count(_ tests: [TestOutcome], noun: String, verb: String) -> String? {
        guard !tests.isEmpty else { return nil }
        let passed = tests.filter { $0.status == .pass }.count
        let kinds: [(TestStatus, String)] = [(.fail, "failed"), (.crashed, "crashed"), (.timedOut, "timed out"), (.skipped, "not run")]
        let breakdown = kinds.compactMap { status, word in
            let number = tests.filter { $0.status == status }.count
            return number == 0 ? nil : "\(number) \(word)"
        }
        let detail = breakdown.isEmpty ? "" : " (\(breakdown.joined(separator: ", ")))"
        return "\(passed) of \(tests.count) \(noun) \(verb)\(detail)"
    }

    /// Why points of `measure` were lost, each reason once: a compiler that reports an error twice,
    /// or two findings at the same place, must not make the learner read it twice.
    func explanation(for measure: RubricMeasure) -> [Reason] {
        var seen = Set<Reason>()
        return reasons(for: measure).filter { seen.insert($0).inserted }
    }

    private func reasons(for measure: RubricMeasure) -> [Reason] {
        guard let report = learner.report else { return [] }
        if report.status == .error {
            return measure == .hiddenTests ? report.buildErrors.map { Reason("\($0.location): \($0.message)") } : []
        }
        switch measure {
        case .hiddenTests:
            return report.missing.map { Reason($0) } + failing(report, .suite)
        case .probes:
            return failing(report, .probe)
        case .learnerTests:
            let mine = report.tests.filter { $0.origin == .learner }
            return mine.isEmpty ? [Reason("No test of your own ran.")] : failing(report, .learner)
        case .architecture:
            return report.findings.map { finding in
                let place = finding.line > 0 ? "\(finding.path):\(finding.line)" : finding.path
                return Reason("\(place) [\(finding.ruleID)]: \(finding.message)" + (finding.guide.isEmpty ? "" : " (more: \(finding.guide))"))
            }
        case .mutationScore:
            guard let mutants = report.mutants else {
                return report.warnings.filter { $0.contains("tries them against") || $0.contains("your own tests") }
                    .ifEmpty(["Your tests were not tried on the planted bugs, because they did not all pass yet."])
                    .map { Reason($0) }
            }
            return mutants.filter { !$0.killed }.map { Reason("Missed: \($0.description)", hint: $0.hint) }
        }
    }

    /// Every test that did not pass, a test that never ran included: the rubric counts it as not
    /// passing, so the learner must see its name and why it did not run.
    private func failing(_ report: CheckReport, _ origin: TestOrigin) -> [Reason] {
        report.tests.filter { $0.origin == origin && $0.status != .pass }.map { test in
            var line = "\(test.name)"
            switch test.status {
            case .crashed: line += " (crashed)"
            case .timedOut: line += " (timed out)"
            case .skipped: line += " (not run, so it counts as not passing)"
            default: break
            }
            if let message = test.message { line += ": \(message)" }
            if test.status == .crashed || origin == .learner, let output = test.output { line += " [\(output)]" }
            return Reason(line, hint: test.hint)
        }
    }
}

extension Array {
    func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
