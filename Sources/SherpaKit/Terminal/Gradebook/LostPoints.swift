import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Why a learner lost points, per measure, in the learner's terms: the failing test's teaching
/// message and hint, the rule's message at its file and line, the planted bugs the tests missed.
/// Never a hidden test's source: a failed expectation's raw text is left out.
struct LostPoints {
    let learner: LearnerGrade

    func headline(section: String) -> String {
        switch learner.status {
        case .missing: return "Nothing was handed in for \(section)."
        case .empty: return "No Swift file of \(section) was found in the hand-in."
        case .buildError: return "The code does not compile, so no test could run and every criterion scores nothing."
        case .checkerGap:
            return (learner.report?.message ?? "") + " Points were given for everything judged without the views; the views themselves need a person's eye."
        case .graded: return learner.report?.message ?? ""
        }
    }

    func explanation(for measure: RubricMeasure) -> [String] {
        guard let report = learner.report else { return [] }
        if report.status == .error {
            return measure == .hiddenTests ? report.buildErrors.map { "\($0.location): \($0.message)" } : []
        }
        switch measure {
        case .hiddenTests:
            return report.missing + failing(report, .suite)
        case .probes:
            return failing(report, .probe)
        case .learnerTests:
            let mine = report.tests.filter { $0.origin == .learner }
            return mine.isEmpty ? ["No test of your own ran."] : failing(report, .learner)
        case .architecture:
            return report.findings.map { finding in
                let place = finding.line > 0 ? "\(finding.path):\(finding.line)" : finding.path
                return "\(place) [\(finding.ruleID)]: \(finding.message)" + (finding.guide.isEmpty ? "" : " (more: \(finding.guide))")
            }
        case .mutationScore:
            guard let mutants = report.mutants else {
                return report.warnings.filter { $0.contains("tries them against") || $0.contains("your own tests") }
                    .ifEmpty(["Your tests were not tried on the planted bugs, because they did not all pass yet."])
            }
            return mutants.filter { !$0.killed }.map { "Missed: \($0.description) Hint: \($0.hint)" }
        }
    }

    private func failing(_ report: CheckReport, _ origin: TestOrigin) -> [String] {
        report.tests.filter { $0.origin == origin && $0.status != .pass && $0.status != .skipped }.map { test in
            var line = "\(test.name)"
            switch test.status {
            case .crashed: line += " (crashed)"
            case .timedOut: line += " (timed out)"
            default: break
            }
            if let message = test.message { line += ": \(message)" }
            if test.status == .crashed || origin == .learner, let output = test.output { line += " [\(output)]" }
            if let hint = test.hint { line += " Hint: \(hint)" }
            return line
        }
    }
}

extension Array {
    func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
