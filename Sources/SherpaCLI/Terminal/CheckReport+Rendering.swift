import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner
import SherpaGrading

extension CheckReport {
    /// The human report: one line per test in suite order, then architecture findings, then a summary.
    /// The caller prints the next step after anything it adds. `voice` carries the learner's tone
    /// and depth; the plain voice prints the report as it always was.
    func render(on console: Console, sourcePath: String, voice: FeedbackVoice = .plain) {
        let pass = console.style("✔", .green)
        let fail = console.style("✘", .red)
        console.line(console.style(console.wrap("\(section) · \(variant == .solution ? "reference solution" : "your code") in \(sourcePath)"), .bold))
        for warning in warnings {
            console.line(console.wrap(warning, first: console.style("! ", .yellow), rest: "  "))
        }

        if !buildErrors.isEmpty || (status == .error && tests.isEmpty) {
            console.line()
            if refusedBeforeBuild == true {
                console.line(console.style("sherpa did not build your code.", .red, .bold) + " Change these first:")
            } else {
                console.line(console.style("Your code does not compile yet.", .red, .bold) + " Fix these errors first:")
            }
            for error in buildErrors {
                console.line(console.wrap("\(error.location): \(error.message)", first: "  ", rest: "    "))
                if let note = error.note { console.line(console.wrap(note, first: "    ", rest: "    ")) }
            }
        }

        if let checkerGaps {
            console.line()
            console.line(console.style("Your views were set aside, not judged:", .yellow, .bold))
            for name in checkerGaps {
                console.line(console.wrap(StandInGap.note(for: name), first: "  \(console.style("!", .yellow)) ", rest: "    "))
            }
        }

        if let runProblem {
            console.line()
            console.line(console.style("The hidden tests' results could not be used:", .bold))
            console.line(console.wrap(runProblem, first: "  \(fail) ", rest: "    "))
        }

        if !missing.isEmpty {
            console.line()
            console.line(console.style("Your code compiles, but something the section asks for is missing:", .bold))
            for sentence in missing {
                console.line(console.wrap(sentence, first: "  \(fail) ", rest: "    "))
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
                console.line(console.wrap(test.name, first: "  \(marker) ", rest: "    "))
                guard test.status != .pass else { continue }
                if let message = test.message {
                    console.line(console.wrap(message, first: "      ", rest: "      "))
                }
                // A failed expectation's raw form adds nothing to the suite author's sentence; crashes and
                // probe diagnostics are worth showing.
                if let output = test.output, test.status != .fail || test.origin == .probe {
                    console.line(console.style(console.wrap(output, first: "      ", rest: "      "), .dim))
                }
                if let hint = test.hint, voice.showsTestHints {
                    console.line(console.wrap(hint, first: console.style("      hint: ", .cyan), rest: "      "))
                }
            }
        }

        if let mutants {
            console.line()
            let killed = mutants.filter(\.killed).count
            console.line(console.style("Bugs your tests catch (\(killed) of \(mutants.count), \(requiredKills ?? mutants.count) needed)", .bold))
            for mutant in mutants {
                console.line(console.wrap(mutant.description, first: "  \(mutant.killed ? pass : fail) ", rest: "    "))
                if !mutant.killed {
                    console.line(console.wrap(mutant.hint, first: console.style("      hint: ", .cyan), rest: "      "))
                }
            }
        }

        if !findings.isEmpty {
            console.line()
            console.line(console.style("Architecture", .bold))
            for finding in findings {
                let place = finding.line > 0 ? "\(finding.path):\(finding.line)" : finding.path
                console.line(console.wrap("\(place) [\(finding.ruleID)]", first: "  \(fail) ", rest: "    "))
                console.line(console.wrap(finding.message, first: "      ", rest: "      "))
                if !finding.guide.isEmpty {
                    console.line(console.style(console.wrap(finding.guide, first: "      more: ", rest: "      "), .dim))
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
        console.line(console.style(console.wrap(message), summaryStyle, .bold))
        if let aside = voice.verdictAside(for: self) {
            console.line(console.wrap(aside))
        }
    }
}
