import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The options `sherpa grade` and `sherpa grade merge` share, declared once: which files to write,
/// and the policy applied after autograding (roster extensions, overrides, the deadline).
struct GradePolicyOptions {
    static let options: [CommandOption] = [
        .value("--format", "list", help: "Files to write (default: all): csv, json, junit, gradescope, md, html."),
        .value("--roster", "file", help: "A CSV with a `learner` column: everyone who should have handed in.\nA learner with no folder gets a row with score 0 and status missing.\nOptional columns: extension_days, submitted_at (ISO 8601)."),
        .value("--overrides", "file", help: "learner,criterion|total,+N|-N|=N,reason lines applied after autograding\n(default: overrides.csv in the output folder, when it exists)."),
        .value("--due", "date", help: "The deadline (2026-12-01 or 2026-12-01T23:59:00Z); later hand-ins lose\n--late-penalty percent (default 10) per started day, at most --late-cap\npercent (default 100)."),
        .number("--late-penalty", "percent", in: 0...100, described: "a percentage from 0 to 100", help: "Percent lost per started day late (default 10)."),
        .number("--late-cap", "percent", in: 0...100, described: "a percentage from 0 to 100", help: "The most percent lateness can cost (default 100)."),
    ]

    var formats: [GradebookFormat]
    var roster: String?
    var overrides: String?
    var due: Date?
    var latePenalty: Double?
    var lateCap: Double?

    init(parsing arguments: inout ArgumentList) throws {
        formats = try arguments.option("--format").map(Self.formats) ?? GradebookFormat.allCases
        roster = arguments.option("--roster")
        overrides = arguments.option("--overrides")
        if let value = arguments.option("--due") {
            guard let date = GradePolicy.date(value) else { throw UsageError(GradingError.badDueDate(value).localizedDescription) }
            due = date
        }
        latePenalty = arguments.number("--late-penalty")
        lateCap = arguments.number("--late-cap")
    }

    /// `csv,html` as the formats it names, refusing a name that is none.
    private static func formats(_ list: String) throws -> [GradebookFormat] {
        try list.split(separator: ",").map { word in
            let name = word.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = GradebookFormat(rawValue: name) else {
                throw UsageError("Unknown format \(name); choose from \(GradebookFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return format
        }
    }

    func loadRoster(_ context: CommandContext) throws -> Roster? {
        try roster.map { try Roster.load(from: URL(fileURLWithPath: $0, relativeTo: context.currentDirectory)) }
    }

    /// The policy for a class of `learners`; an override naming anyone else is refused before any build.
    func policy(_ context: CommandContext, outFolder: URL, rubric: Rubric, roster: Roster?, learners: Set<String>) throws -> GradePolicy {
        var policy = GradePolicy()
        let overridesFile = overrides.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) } ?? outFolder.appendingPathComponent("overrides.csv")
        if overrides != nil, !FileManager.default.fileExists(atPath: overridesFile.path) {
            throw UsageError("There is no overrides file at \(overridesFile.path).")
        }
        policy.overrides = try GradePolicy.overrides(from: overridesFile, rubric: rubric, learners: learners)
        policy.due = due
        if let latePenalty { policy.latePenaltyPerDay = latePenalty }
        if let lateCap { policy.latePenaltyCap = lateCap }
        policy.extensions = roster?.extensions ?? [:]
        policy.submittedAt = roster?.submittedAt ?? [:]
        return policy
    }

    /// Writes `gradebook` in `formats` and prints the summary and what was written.
    static func write(_ gradebook: Gradebook, formats: [GradebookFormat], to outFolder: URL, console: Console) throws -> Int32 {
        let written = try GradebookWriter(gradebook: gradebook).write(formats, to: outFolder)
        gradebook.renderSummary(on: console)
        console.line()
        console.line("Wrote \(written.count) file(s) to \(outFolder.standardizedFileURL.path): " + describe(written))
        return ExitCode.success
    }

    static func describe(_ files: [String]) -> String {
        let top = files.filter { !$0.contains("/") }
        let folders = Set(files.compactMap { $0.split(separator: "/").count > 1 ? String($0.split(separator: "/")[0]) + "/" : nil }).sorted()
        return (top + folders).joined(separator: ", ") + "."
    }
}
