import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// JUnit XML: a `testsuite` per learner, a `testcase` per hidden test, own test, probe, rule and
    /// planted bug, with `classname` = `learner.Group`.
    func junit() -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0)
        for learner in learners {
            var cases: [String] = []
            var failures = 0
            var errors = 0
            func add(_ group: String, _ name: String, failure: String?, error: Bool = false, file: String? = nil, line: Int? = nil) {
                var attributes = "classname=\"\(Self.xml(learner.learner)).\(group)\" name=\"\(Self.xml(name))\""
                if let file { attributes += " file=\"\(Self.xml(file))\"" }
                if let line, line > 0 { attributes += " line=\"\(line)\"" }
                if let failure {
                    let tag = error ? "error" : "failure"
                    if error { errors += 1 } else { failures += 1 }
                    cases.append("    <testcase \(attributes)><\(tag) message=\"\(Self.xml(failure))\"/></testcase>")
                } else {
                    cases.append("    <testcase \(attributes)/>")
                }
            }
            if let report = learner.report {
                if report.status == .error {
                    for diagnostic in report.buildErrors {
                        add("Build", "compiles", failure: diagnostic.message, error: true, file: diagnostic.path, line: diagnostic.line)
                    }
                    if report.buildErrors.isEmpty { add("Build", "compiles", failure: report.message, error: true) }
                }
                // An error, not a failure: the views were not judged, and the gap is sherpa's.
                for name in report.checkerGaps ?? [] {
                    add("Views", "judged by sherpa's view checker", failure: StandInGap.note(for: name), error: true)
                }
                for sentence in report.missing { add("HiddenTests", "has what the section asks for", failure: sentence) }
                for test in report.tests {
                    let group = test.origin == .suite ? "HiddenTests" : test.origin == .learner ? "OwnTests" : "Probes"
                    let failed = test.status != .pass && test.status != .skipped
                    add(group, test.name, failure: failed ? (test.message ?? test.status.rawValue) : nil, error: test.status == .crashed || test.status == .timedOut)
                }
                for finding in report.findings {
                    add("Architecture", finding.ruleID, failure: finding.message, file: finding.path, line: finding.line)
                }
                for mutant in report.mutants ?? [] {
                    add("PlantedBugs", mutant.id, failure: mutant.killed ? nil : "Not caught: \(mutant.description)")
                }
            } else {
                add("Submission", "handed in", failure: LostPoints(learner: learner).headline(section: section), error: true)
            }
            totals.tests += cases.count
            totals.failures += failures
            totals.errors += errors
            suites.append("  <testsuite name=\"\(Self.xml(learner.learner))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n<properties><property name=\"score\" value=\"\(Self.number(learner.score.total))\"/></properties>\n" + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="sherpa grade \(section)" tests="\(totals.tests)" failures="\(totals.failures)" errors="\(totals.errors)">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }

    static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            default:
                // XML 1.0 has no place for other control characters.
                if scalar.value < 0x20, scalar != "\t" { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
