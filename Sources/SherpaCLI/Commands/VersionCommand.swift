import Foundation
import SherpaCore
import SherpaRunner

/// `sherpa version` / `sherpa --version`: what a bug report or a grade dispute needs to say which
/// course judged the code: the course revision, each section's rubric version and the toolchain.
struct VersionCommand: SherpaCommand {
    static let name = "version"
    static let abstract = "Print the course revision, each section's rubric version and the Swift toolchain."
    static let options: [CommandOption] = []
    static let discussion = """
        `sherpa --version` does the same. The course revision is a digest of the catalog, the
        rules and each section's hidden suite, reference, probes, mutants, rubric and hints: two
        checkouts with the same revision judge code alike. Your exercises are not part of it.
        """

    init(parsing arguments: inout ArgumentList) {}

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let console = context.console
        console.line("sherpa for \(workspace.catalog.title) (\(workspace.catalog.route))")
        console.line("course revision: \(try CourseRevision.of(workspace))")
        console.line("toolchain: \(Self.toolchain(context, workspace: workspace))")
        console.line("rubrics:")
        for section in workspace.readySections {
            let version: String
            do {
                version = "version " + (try Rubric.load(for: section, in: workspace)).version
            } catch {
                version = "none: \(error.localizedDescription)"
            }
            console.line("  \(section.id.padding(toLength: 11, withPad: " ", startingAt: 0)) \(version)")
        }
        return ExitCode.success
    }

    /// The first line of `swift --version`, or why it could not be read.
    static func toolchain(_ context: CommandContext, workspace: Workspace) -> String {
        let invocation = ProcessInvocation(program: context.swift, arguments: ["--version"], timeout: 60, temporaryDirectory: workspace.toolTemporaryFolder)
        guard let outcome = try? context.processes.run(invocation), outcome.exitCode == 0,
              let first = outcome.stdout.split(separator: "\n").first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return "unknown (`\(context.swift) --version` did not answer)" }
        return first.trimmingCharacters(in: .whitespaces)
    }
}
