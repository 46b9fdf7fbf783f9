import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa grade <dir> --section <s>`: grade a whole class of hand-ins by the section's rubric.
/// Its subcommand `sherpa grade merge` (`GradeMergeCommand`) joins shards graded apart.
struct GradeCommand: SherpaCommand {
    static let name = "grade"
    static let abstract = "Instructors: grade a folder of learners' hand-ins by the section's rubric."
    static let options: [CommandOption] = [
        .argument("submissions", missing: "Name the folder of hand-ins, for example `sherpa grade submissions/ --section section-8`.", help: "A folder with one sub-folder per learner: a copy of the whole\nrepository, a git clone, or only the section's folder."),
        .value("--section", "section", required: true, missing: "Name the section to grade, for example `--section section-8`.", help: "The section to grade: a number, an id or a slug."),
        .wholeNumber("--jobs", "n", in: 1...Int.max, described: "a whole number above 0", help: "Learners tested at the same time (default: eight per core, since\nthe hidden suites spend most of their time waiting)."),
        .value("--out", "dir", help: "Where to write the files (default: grades/<section>/)."),
        .number("--time-limit", "seconds", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, described: "a number of seconds above 0", help: "Seconds one test may run before it is stopped (default 15)."),
        .value("--shard", "k/n", help: "Grade only slice K of N (by a hash of each learner id), for CI matrices."),
        .flag("--force", help: "Build and run every hand-in again; by default unchanged ones are remembered."),
        .flag("--unconfined", help: "Grade even where the test sandbox cannot be complete on this machine\n(trusted hand-ins only); every page of the report then says so."),
    ] + GradePolicyOptions.options
    static let discussion = """
        Hand-ins are untrusted: only their Swift files inside the section's folder are used,
        links are not followed, and their tests run in a sandbox that sees only the built tests,
        has no network, and can write only its own run folder (bubblewrap on Linux).
        """
    static var subcommands: [any SherpaCommand.Type] { [GradeMergeCommand.self] }

    var submissions: String
    var section: String
    var jobs: Int?
    var out: String?
    var timeLimit: TimeInterval?
    var shard: GradeShard?
    var force: Bool
    var shared: GradePolicyOptions
    var unconfined: Bool

    init(parsing arguments: inout ArgumentList) throws {
        shared = try GradePolicyOptions(parsing: &arguments)
        jobs = arguments.integer("--jobs")
        out = arguments.option("--out")
        timeLimit = arguments.number("--time-limit")
        if let value = arguments.option("--shard") {
            do { shard = try GradeShard.parse(value) } catch { throw UsageError(error.localizedDescription) }
        }
        force = arguments.flag("--force")
        unconfined = arguments.flag("--unconfined")
        section = arguments.option("--section") ?? ""
        var positionals: [String] = []
        while let word = arguments.positional() { positionals.append(word) }
        guard positionals.count == 1 else { throw UsageError("Name one folder of hand-ins, not \(positionals.count).") }
        submissions = positionals[0]
    }

    func run(_ context: CommandContext) throws -> Int32 {
        // Ctrl-C during a grade says that the grade stopped, not a check.
        StopSignals.setInterruptedWork(.grade)
        defer { StopSignals.setInterruptedWork(.check) }
        let workspace = try context.workspace()
        let console = context.console
        let section = try workspace.readySection(named: section)
        var environment = context.runEnvironment(workspace)
        if let timeLimit { environment.limits.perTest = timeLimit }
        let grader = ClassGrader(
            environment: environment,
            // A hidden suite mostly waits (simulated network delays), so several learners share a core.
            jobs: jobs ?? 8 * ProcessInfo.processInfo.activeProcessorCount
        )
        let outFolder = outFolder(context, workspace: workspace, section: section)
        // Everything given is checked before the first build.
        try GradeInputCheck.outputFolder(outFolder)
        let submissionsURL = URL(fileURLWithPath: submissions, relativeTo: context.currentDirectory).standardizedFileURL
        try GradeInputCheck.submissionsFolder(submissionsURL)
        try GradeInputCheck.outputOutsideSubmissions(outFolder, submissions: submissionsURL)
        var options = ClassGrader.Options()
        options.roster = try shared.loadRoster(context)
        let classLearners = GradeInputCheck.classLearners(submissions: submissionsURL, roster: options.roster)
        try GradeInputCheck.outputLearnerFiles(outFolder, learners: classLearners)
        options.shard = shard
        options.force = force
        options.allowUnconfined = unconfined
        // One load: the grader scores by the same rubric the policy was checked against.
        let rubric = try Rubric.load(for: section, in: workspace)
        options.rubric = rubric
        options.policy = try shared.policy(
            context, outFolder: outFolder, rubric: rubric, roster: options.roster, learners: classLearners
        )
        options.onWait = {
            console.line("Another sherpa is grading \(section.id) in this course and holds its build folder; waiting for it to finish…")
        }

        // The progress line is for a person watching; logs and pipes stay quiet.
        let progressLine = ProgressLine(console: console, now: context.now)
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
        let formats = shard == nil || shared.formats.contains(.json) ? shared.formats : shared.formats + [.json]
        if run.remembered > 0 {
            console.line("Built and tested \(run.tested) hand-in(s); \(run.remembered) unchanged one(s) were remembered from the last grade (--force grades them again).")
        }
        return try GradePolicyOptions.write(run.gradebook, formats: formats, to: outFolder, console: console)
    }

    private func outFolder(_ context: CommandContext, workspace: Workspace, section: CatalogSection) -> URL {
        out.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) } ?? workspace.url("grades/\(section.id)")
    }
}
