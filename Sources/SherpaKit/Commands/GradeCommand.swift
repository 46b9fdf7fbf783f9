import Foundation

/// `sherpa grade <dir> --section <s>`: grade a whole class of hand-ins by the section's rubric.
public struct GradeCommand: SherpaCommand {
    public static let name = "grade"
    public static let abstract = "Instructors: grade a folder of learners' hand-ins by the section's rubric."
    public static let usage = """
        USAGE: sherpa grade <submissions> --section <section> [--roster FILE] [--jobs N]
                            [--format csv,json,junit,gradescope,md] [--out DIR] [--time-limit S]

        ARGUMENTS:
          <submissions>       A folder with one sub-folder per learner: a copy of the whole
                              repository, a git clone, or only the section's folder.

        OPTIONS:
          --section <s>       The section to grade: a number, an id or a slug.
          --roster FILE       A CSV with a `learner` column: everyone who should have handed in.
                              A learner with no folder gets a row with score 0 and status missing.
          --jobs N            Learners tested at the same time (default: the number of cores).
          --format LIST       Files to write (default: all): csv, json, junit, gradescope, md.
          --out DIR           Where to write them (default: grades/<section>/).
          --time-limit S      Seconds one test may run before it is stopped (default 15).

        Hand-ins are untrusted: only their Swift files inside the section's folder are used,
        links are not followed, and tests run without network, the repository read-only.
        """

    var submissions: String
    var section: String
    var roster: String?
    var jobs: Int?
    var formats: [GradebookFormat]
    var out: String?
    var timeLimit: TimeInterval?

    public init(parsing arguments: inout ArgumentList) throws {
        guard let section = try arguments.option("--section") else {
            throw UsageError("Name the section to grade, for example `--section section-8`.")
        }
        self.section = section
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
        guard let submissions = arguments.positional() else {
            throw UsageError("Name the folder of hand-ins, for example `sherpa grade submissions/ --section section-8`.")
        }
        self.submissions = submissions
        try arguments.finish()
    }

    public func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        var limits = CheckLimits(environment: context.environment)
        if let timeLimit { limits.perTest = timeLimit }
        let grader = ClassGrader(
            workspace: workspace, processes: context.processes, limits: limits, swift: context.swift,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount
        )
        let console = context.console
        let started = context.now()
        let submissionsURL = URL(fileURLWithPath: submissions, relativeTo: context.currentDirectory).standardizedFileURL
        let roster = try roster.map { try Roster.load(from: URL(fileURLWithPath: $0, relativeTo: context.currentDirectory)) }
        let now = context.now
        let gradebook = try grader.grade(section, submissions: submissionsURL, roster: roster) { progress in
            // The progress line is for a person watching; logs and pipes stay quiet.
            guard console.isTerminal else { return }
            let elapsed = Int(now().timeIntervalSince(started))
            let words = switch progress.phase {
            case .intake: "reading hand-ins"
            case .building: "building the class"
            case .testing: "testing"
            }
            console.write("\r\u{1B}[2K\(words) \(progress.done)/\(progress.total) · \(elapsed / 60)m \(String(format: "%02d", elapsed % 60))s")
        }
        if console.isTerminal { console.write("\r\u{1B}[2K") }

        let outFolder = out.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) } ?? workspace.url("grades/\(section.id)")
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
