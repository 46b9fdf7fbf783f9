import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension CheckReport {
    /// The human report: one line per test in suite order, then architecture findings, then a summary.
    /// The caller prints the next step after anything it adds. `voice` carries the learner's tone
    /// and depth; the plain voice prints the report as it always was.
    package func render(on console: Console, sourcePath: String, voice: FeedbackVoice = .plain) {
        let pass = console.style("✔", .green)
        let fail = console.style("✘", .red)
        console.line(console.style("\(section) · \(variant == .solution ? "reference solution" : "your code") in \(sourcePath)", .bold))
        for warning in warnings {
            console.line(console.style("! ", .yellow) + console.wrap(warning, indent: "  "))
        }

        if !buildErrors.isEmpty || (status == .error && tests.isEmpty) {
            console.line()
            if refusedBeforeBuild == true {
                console.line(console.style("sherpa did not build your code.", .red, .bold) + " Change these first:")
            } else {
                console.line(console.style("Your code does not compile yet.", .red, .bold) + " Fix these errors first:")
            }
            for error in buildErrors {
                console.line("  \(error.location): \(error.message)")
                if let note = error.note { console.line("    " + console.wrap(note, indent: "    ")) }
            }
        }

        if let checkerGaps {
            console.line()
            console.line(console.style("Your views were set aside, not judged:", .yellow, .bold))
            for name in checkerGaps {
                console.line("  \(console.style("!", .yellow)) " + console.wrap(StandInGap.note(for: name), indent: "    "))
            }
        }

        if let runProblem {
            console.line()
            console.line(console.style("The hidden tests' results could not be used:", .bold))
            console.line("  \(fail) " + console.wrap(runProblem, indent: "    "))
        }

        if !missing.isEmpty {
            console.line()
            console.line(console.style("Your code compiles, but something the section asks for is missing:", .bold))
            for sentence in missing {
                console.line("  \(fail) " + console.wrap(sentence, indent: "    "))
            }
        }

        let groups: [(String, TestOrigin)] = [("Hidden tests", .suite), ("Your tests", .learner), ("Compile-time guarantees", .probe)]
        for (title, origin) in groups {
            let lines = tests.filter { $0.origin == origin }
            guard !lines.isEmpty else { continue }
            console.line()
            console.line(console.style(title, .bold))
            for test in lines {
                let marker: String
                switch test.status {
                case .pass: marker = pass
                case .skipped: marker = console.style("-", .dim)
                case .crashed: marker = fail + " " + console.style("crashed:", .red)
                case .timedOut: marker = fail + " " + console.style("timed out:", .red)
                case .fail: marker = fail
                }
                console.line("  \(marker) \(test.name)")
                guard test.status != .pass else { continue }
                if let message = test.message {
                    console.line("      " + console.wrap(message, indent: "      "))
                }
                // A failed expectation's raw form adds nothing to the suite author's sentence; crashes and
                // probe diagnostics are worth showing.
                if let output = test.output, test.status != .fail || test.origin == .probe {
                    console.line(console.style("      " + console.wrap(output, indent: "      "), .dim))
                }
                if let hint = test.hint, voice.showsTestHints {
                    console.line(console.style("      hint: ", .cyan) + console.wrap(hint, indent: "      "))
                }
            }
        }

        if let mutants {
            console.line()
            let killed = mutants.filter(\.killed).count
            console.line(console.style("Bugs your tests catch (\(killed) of \(mutants.count), \(requiredKills ?? mutants.count) needed)", .bold))
            for mutant in mutants {
                console.line("  \(mutant.killed ? pass : fail) \(mutant.description)")
                if !mutant.killed {
                    console.line(console.style("      hint: ", .cyan) + console.wrap(mutant.hint, indent: "      "))
                }
            }
        }

        if !findings.isEmpty {
            console.line()
            console.line(console.style("Architecture", .bold))
            for finding in findings {
                let place = finding.line > 0 ? "\(finding.path):\(finding.line)" : finding.path
                console.line("  \(fail) \(place) [\(finding.ruleID)]")
                console.line("      " + console.wrap(finding.message, indent: "      "))
                if !finding.guide.isEmpty {
                    console.line(console.style("      more: \(finding.guide)", .dim))
                }
            }
        }

        if let score {
            console.line()
            console.line(console.style("Score: \(PointsFormat.number(score.total)) / 100", .bold) + console.style(" (the rubric an instructor grades with, version \(score.rubricVersion))", .dim))
            let width = score.criteria.map(\.title.count).max() ?? 0
            for criterion in score.criteria {
                let title = criterion.title.padding(toLength: width, withPad: " ", startingAt: 0)
                let detail = criterion.detail.padding(toLength: 9, withPad: " ", startingAt: 0)
                console.line("  \(title)  \(detail) \(PointsFormat.number(criterion.points)) / \(PointsFormat.number(criterion.weight))")
            }
        }

        console.line()
        let summaryStyle: Console.Style = status == .pass ? .green : status == .checkerGap ? .yellow : .red
        console.line(console.style(message, summaryStyle, .bold))
        if let aside = voice.verdictAside(for: self) {
            console.line(console.wrap(aside))
        }
    }
}
