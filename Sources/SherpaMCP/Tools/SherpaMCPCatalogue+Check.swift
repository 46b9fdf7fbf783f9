import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner

extension SherpaMCPCatalogue {
    /// `sherpa check --json`: the same report, recorded the same way.
    var checkTool: MCPTool {
        MCPTool(
            name: "sherpa_check",
            title: "Check a section",
            description: "Builds the learner's code for a section and runs its hidden tests, compile-fail probes and architecture rules (and, in sections 4 and 8, the learner's tests against mutants). Returns the same report as `sherpa check --json`, with the rubric score, and records the run like `sherpa check`. It can take minutes: it reports progress when you pass a progress token, and cancelling stops its builds and tests. Explain a failure through the test's message and the guide; do not write the fix for the learner. solution: true checks the reference solution instead (it never shows its code).",
            inputSchema: JSONSchema.object([
                "section": JSONSchema.section,
                "solution": JSONSchema.boolean("Check the reference solution instead of the learner's code (default false)."),
            ], required: ["section"]),
            outputSchema: JSONSchema.object([
                "report": JSONSchema.anyObject("The report exactly as `sherpa check --json` prints it: status, message, tests, findings, buildErrors, missing, mutants, score, warnings."),
                "status": JSONSchema.string("pass, fail or error (the code does not compile).", oneOf: ["pass", "fail", "error"]),
                "nextStep": JSONSchema.string("What to do next, as sherpa check says it."),
            ], required: ["report", "status", "nextStep"]),
            readOnly: false
        ) { values, call in
            let arguments = MCPArguments(tool: "sherpa_check", values: values)
            let section = try section(arguments)
            let variant: CheckVariant = try arguments.flag("solution") ? .solution : .starter
            let started = Date()
            call.progress("starting the check of \(section.displayName)")
            let scoped = tools(for: call)
            let checked = try session.check(
                section, variant: variant, environment: scoped.runEnvironment(workspace),
                onProgress: { progress in
                    let words = progress.words(elapsed: Int(Date().timeIntervalSince(started)))
                    switch progress {
                    case .building: call.progress(words)
                    // The tests are the one stage whose size is known, so its notifications carry a total.
                    case .testing(let finished, let declared): call.progress(words, completed: finished, of: declared)
                    }
                },
                onWait: { scoped.standardError("Another sherpa is checking \(section.displayName); waiting for it to finish…") },
                // A cancelled check is not recorded, as with Ctrl-C.
                beforeRecording: { try call.stopIfCancelled() }
            )
            var report = checked.value.report
            // The same report as `sherpa check --json`, which leaves the step times out.
            report.timings = nil
            let progress = checked.value.progress
            let next = NextStep.afterCheck(report, section: section, workspace: workspace, progress: progress)
            let score = report.score.map { " Rubric: \(PointsFormat.number($0.total)) of \(PointsFormat.number(Rubric.maximum)) points." } ?? ""
            return MCPToolResult(
                structured: ["report": try JSONValue(encoding: report), "status": .string(report.status.rawValue), "nextStep": .string(next)],
                text: "\(section.displayName.capitalizedFirst): \(report.status.rawValue). \(report.message)\(score) \(next)"
            )
        }
    }
}
