import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa check <section>`: build the learner's code and run the hidden suite.
struct CheckCommand: SherpaCommand {
    static let name = "check"
    static let abstract = "Build a section's exercise and run its hidden tests and architecture checks."
    static let options: [CommandOption] = [
        .section(purpose: "to check", example: "check section-2"),
        .flag("--solution", help: "Check the reference solution instead of your code."),
        .flag("--json", help: "Print a machine-readable result (close to Exercism's results.json)."),
        .flag("--watch", help: "Check again every time you save a file of the section (Ctrl-C to stop)."),
        .flag("--timings", help: "Say how long the build, tests, probes, rules and mutants took (in the\nJSON too, with --json)."),
    ]
    static let discussion = """
        The report follows tone and explanation_depth in .sherpa-config.yml: concise leaves
        out the tests' hints, detailed explains the next step. --json never changes with them.

        EXIT CODES: 0 all pass, 1 a check fails, 2 your code does not compile, 64 usage error,
        70 sherpa could not run the check (no Swift toolchain, an unreadable catalog or suite).
        """

    var section: String
    var solution: Bool
    var json: Bool
    var watch: Bool
    var timings: Bool

    init(parsing arguments: inout ArgumentList) throws {
        solution = arguments.flag("--solution")
        json = arguments.flag("--json")
        watch = arguments.flag("--watch")
        timings = arguments.flag("--timings")
        section = arguments.required()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        if watch {
            let folder = solution ? section.solution : section.starter
            return try CheckWatcher(workspace: workspace, section: section, folder: folder, context: context).run { try checkOnce(section, workspace: workspace, context: context) }
        }
        return try checkOnce(section, workspace: workspace, context: context)
    }

    func checkOnce(_ section: CatalogSection, workspace: Workspace, context: CommandContext) throws -> Int32 {
        // Read once per check: problems with the file are reported by `sherpa config`, so a bad file means the defaults here.
        let preferences = workspace.loadPreferences().preferences
        let variant: CheckVariant = solution ? .solution : .starter
        if !json {
            context.console.line(context.console.style("Checking \(section.displayName): \(section.title)…", .dim))
        }
        // A person at a terminal sees what the check is doing while they wait; JSON stays clean.
        let progressLine = ProgressLine(console: context.console, now: context.now)
        let onProgress: (@Sendable (CheckProgress) -> Void)? = json ? nil : { @Sendable progress in progressLine.show(progress) }
        let session = context.session(workspace, preferences: preferences)
        // The report is shown even when it cannot be saved; the reason follows it.
        let checked = try session.check(section, variant: variant, environment: context.runEnvironment(workspace), onProgress: onProgress, onWait: {
            context.console.error("Another sherpa is checking \(section.displayName); waiting for it to finish…")
        })
        var report = checked.value.report
        let progress = checked.value.progress
        progressLine.clear()
        // The seconds differ from run to run: only a person who asks sees them, so the report stays the same.
        let stepTimes = report.timings
        if !timings { report.timings = nil }

        if json {
            context.console.line(try report.jsonText())
        } else {
            let sourcePath = variant == .starter ? section.starter : section.solution
            let voice = FeedbackVoice(preferences: preferences)
            report.render(on: context.console, sourcePath: sourcePath, voice: voice)
            if report.status == .pass, let monolith = section.monolith {
                try MonolithComparison(spec: monolith, sectionFolder: workspace.url(sourcePath)).render(on: context.console, typeName: monolith.type)
            }
            if timings, let stepTimes {
                stepTimes.render(on: context.console)
            }
            context.console.line()
            context.console.line(context.console.wrap(NextStep.afterCheck(report, section: section, workspace: workspace, progress: progress, preferences: preferences, voice: voice)))
        }
        session.store.printProblems(on: context.console, unsaved: checked.unsaved, what: "The result of this check")
        return report.exitCode
    }
}
