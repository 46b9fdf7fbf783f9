import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa grade <dir> --section <s>`: grade a whole class of hand-ins by the section's rubric;
/// `sherpa grade merge <dirs…>`: join the outputs of shards graded on several machines.
package struct GradeCommand: SherpaCommand {
    package static let name = "grade"
    package static let abstract = "Instructors: grade a folder of learners' hand-ins by the section's rubric."
    package static let usage = """
        USAGE: sherpa grade <submissions> --section <section> [--roster FILE] [--jobs N]
                            [--format csv,json,junit,gradescope,md,html] [--out DIR] [--time-limit S]
                            [--shard K/N] [--force] [--overrides FILE] [--unconfined]
                            [--due DATE] [--late-penalty P] [--late-cap P]
               sherpa grade merge <shard-out>... --out DIR [--format LIST] [the policy options above]

        ARGUMENTS:
          <submissions>       A folder with one sub-folder per learner: a copy of the whole
                              repository, a git clone, or only the section's folder.

        OPTIONS:
          --section <s>       The section to grade: a number, an id or a slug.
          --roster FILE       A CSV with a `learner` column: everyone who should have handed in.
                              A learner with no folder gets a row with score 0 and status missing.
                              Optional columns: extension_days, submitted_at (ISO 8601).
          --jobs N            Learners tested at the same time (default: eight per core, since
                              the hidden suites spend most of their time waiting).
          --format LIST       Files to write (default: all): csv, json, junit, gradescope, md, html.
          --out DIR           Where to write them (default: grades/<section>/).
          --time-limit S      Seconds one test may run before it is stopped (default 15).
          --shard K/N         Grade only slice K of N (by a hash of each learner id), for CI matrices.
          --force             Build and run every hand-in again; by default unchanged ones are remembered.
          --overrides FILE    learner,criterion|total,+N|-N|=N,reason lines applied after autograding
                              (default: overrides.csv in the output folder, when it exists).
          --unconfined        Grade even where the test sandbox cannot be complete on this machine
                              (trusted hand-ins only); every page of the report then says so.
          --due DATE          The deadline (2026-12-01 or 2026-12-01T23:59:00Z); later hand-ins lose
                              --late-penalty percent (default 10) per started day, at most --late-cap
                              percent (default 100).

        Hand-ins are untrusted: only their Swift files inside the section's folder are used,
        links are not followed, and their tests run in a sandbox that sees only the built tests,
        has no network, and can write only its own run folder (bubblewrap on Linux).
        """

    var positionals: [String] = []
    var section: String?
    var roster: String?
    var jobs: Int?
    var formats: [GradebookFormat]
    var out: String?
    var timeLimit: TimeInterval?
    var shard: GradeShard?
    var force: Bool
    var unconfined: Bool
    var overrides: String?
    var due: Date?
    var latePenalty: Double?
    var lateCap: Double?

    package init(parsing arguments: inout ArgumentList) throws {
        section = try arguments.option("--section")
        roster = try arguments.option("--roster")
        if let value = try arguments.option("--jobs") {
            guard let number = Int(value), number > 0 else { throw UsageError("--jobs takes a whole number above 0, not \(value).") }
            jobs = number
        }
        formats = try arguments.option("--format").map(GradebookFormat.parse) ?? GradebookFormat.allCases
        out = try arguments.option("--out")
        if let value = try arguments.option("--time-limit") {
            guard let seconds = TimeInterval(value), seconds > 0 else { throw UsageError("--time-limit takes a number of seconds above 0, not \(value).") }
            timeLimit = seconds
        }
        if let value = try arguments.option("--shard") {
            do { shard = try GradeShard.parse(value) } catch { throw UsageError(error.localizedDescription) }
        }
        force = arguments.flag("--force")
        unconfined = arguments.flag("--unconfined")
        overrides = try arguments.option("--overrides")
        if let value = try arguments.option("--due") {
            guard let date = GradePolicy.date(value) else { throw UsageError(GradingError.badDueDate(value).localizedDescription) }
            due = date
        }
        for (name, keyPath) in [("--late-penalty", \GradeCommand.latePenalty), ("--late-cap", \GradeCommand.lateCap)] {
            if let value = try arguments.option(name) {
                guard let number = Double(value), (0...100).contains(number) else { throw UsageError("\(name) takes a percentage from 0 to 100, not \(value).") }
                self[keyPath: keyPath] = number
            }
        }
        while let word = arguments.positional() { positionals.append(word) }
        try arguments.finish()
        if positionals.first == "merge" {
            guard positionals.count > 1 else { throw UsageError("Name the shard output folders to merge, for example `sherpa grade merge out-1 out-2 --out grades`.") }
            guard out != nil else { throw UsageError("Say where the merged gradebook goes with --out DIR.") }
        } else {
            guard positionals.count == 1 else {
                throw UsageError(positionals.isEmpty ? "Name the folder of hand-ins, for example `sherpa grade submissions/ --section section-8`." : "Name one folder of hand-ins, not \(positionals.count).")
            }
            guard section != nil else { throw UsageError("Name the section to grade, for example `--section section-8`.") }
        }
    }

    package func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let console = context.console
        if positionals.first == "merge" {
            return try merge(context, workspace: workspace)
        }
        let section = try workspace.readySection(named: section ?? "")
        var limits = CheckLimits(environment: context.environment)
        if let timeLimit { limits.perTest = timeLimit }
        let grader = ClassGrader(
            workspace: workspace, processes: context.processes, limits: limits, swift: context.swift,
            // A hidden suite mostly waits (simulated network delays), so several learners share a core.
            jobs: jobs ?? 8 * ProcessInfo.processInfo.activeProcessorCount
        )
        let outFolder = outFolder(context, workspace: workspace, section: section)
        var options = ClassGrader.Options()
        options.roster = try roster.map { try Roster.load(from: URL(fileURLWithPath: $0, relativeTo: context.currentDirectory)) }
        options.shard = shard
        options.force = force
        options.allowUnconfined = unconfined
        options.policy = try policy(context, outFolder: outFolder, rubric: Rubric.load(for: section, in: workspace), roster: options.roster)

        // The progress line is for a person watching; logs and pipes stay quiet.
        let progressLine = ProgressLine(console: console, now: context.now)
        let submissionsURL = URL(fileURLWithPath: positionals[0], relativeTo: context.currentDirectory).standardizedFileURL
        let run = try grader.grade(section, submissions: submissionsURL, options: options) { progress in
            let elapsed = progressLine.elapsed
            let words = switch progress.phase {
            case .intake: "reading hand-ins"
            case .building: "building the class"
            case .testing: "testing"
            }
            progressLine.show(text: "\(words) \(progress.done)/\(progress.total) · \(elapsed / 60)m \(String(format: "%02d", elapsed % 60))s")
        }
        progressLine.clear()
        // A shard always writes its JSON: the merge reads it.
        let formats = shard == nil || formats.contains(.json) ? formats : formats + [.json]
        if run.remembered > 0 {
            console.line("Built and tested \(run.tested) hand-in(s); \(run.remembered) unchanged one(s) were remembered from the last grade (--force grades them again).")
        }
        return try write(run.gradebook, formats: formats, to: outFolder, console: console)
    }

    private func merge(_ context: CommandContext, workspace: Workspace) throws -> Int32 {
        let folders = positionals.dropFirst().map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) }
        var merged = try GradebookMerger.merge(folders)
        let outFolder = URL(fileURLWithPath: out!, relativeTo: context.currentDirectory)
        let policy = try policy(context, outFolder: outFolder, rubric: merged.rubric, roster: roster.map { try Roster.load(from: URL(fileURLWithPath: $0, relativeTo: context.currentDirectory)) })
        merged.learners = merged.learners.map { policy.apply(to: $0, rubric: merged.rubric) }
        return try write(merged, formats: formats, to: outFolder, console: context.console)
    }

    private func outFolder(_ context: CommandContext, workspace: Workspace, section: CatalogSection) -> URL {
        out.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) } ?? workspace.url("grades/\(section.id)")
    }

    private func policy(_ context: CommandContext, outFolder: URL, rubric: Rubric, roster: Roster?) throws -> GradePolicy {
        var policy = GradePolicy()
        let overridesFile = overrides.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) } ?? outFolder.appendingPathComponent("overrides.csv")
        if overrides != nil, !FileManager.default.fileExists(atPath: overridesFile.path) {
            throw UsageError("There is no overrides file at \(overridesFile.path).")
        }
        policy.overrides = try GradePolicy.overrides(from: overridesFile, rubric: rubric)
        policy.due = due
        if let latePenalty { policy.latePenaltyPerDay = latePenalty }
        if let lateCap { policy.latePenaltyCap = lateCap }
        policy.extensions = roster?.extensions ?? [:]
        policy.submittedAt = roster?.submittedAt ?? [:]
        return policy
    }

    private func write(_ gradebook: Gradebook, formats: [GradebookFormat], to outFolder: URL, console: Console) throws -> Int32 {
        let written = try GradebookWriter(gradebook: gradebook).write(formats, to: outFolder)
        gradebook.renderSummary(on: console)
        console.line()
        console.line("Wrote \(written.count) file(s) to \(outFolder.standardizedFileURL.path): " + Self.describe(written))
        return ExitCode.success
    }

    static func describe(_ files: [String]) -> String {
        let top = files.filter { !$0.contains("/") }
        let folders = Set(files.compactMap { $0.split(separator: "/").count > 1 ? String($0.split(separator: "/")[0]) + "/" : nil }).sorted()
        return (top + folders).joined(separator: ", ") + "."
    }
}
