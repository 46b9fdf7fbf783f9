import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa diff <section>`: the learner's files next to the reference solution, once the
/// section's check has passed (or on request with `--force`).
struct DiffCommand: SherpaCommand {
    static let name = "diff"
    static let abstract = "Compare your files with the reference solution (after your check passes, or with --force)."
    static let options: [CommandOption] = [
        .section(purpose: "to compare", example: "diff section-2"),
        .flag("--force", help: "Show the solution even though your check has not passed yet.\nIt gives the exercise away; `sherpa hint` is gentler."),
        .wholeNumber("--context", "lines", in: 0...Int.max, described: "a whole number of lines", help: "Unchanged lines shown around each change (default 3)."),
    ]
    static let discussion = """
        Lines starting with - are yours, lines starting with + are the solution's. Files only
        the solution has are shown whole.

        EXIT CODES: 0 shown; 1 the check has not passed yet (nothing shown); 64 usage error.
        """

    var section: String
    var force: Bool
    var context: Int

    init(parsing arguments: inout ArgumentList) throws {
        force = arguments.flag("--force")
        context = arguments.integer("--context") ?? 3
        section = arguments.required()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        let console = context.console
        let session = context.session(workspace)
        guard let compared = try session.compareWithSolution(section, context: self.context, force: force) else {
            console.line(console.wrap("The comparison shows the reference solution, so sherpa keeps it closed until your check for \(section.displayName) passes. Run \(NextStep.run("check \(section.id)")) first; \(NextStep.run("hint \(section.id)")) helps when stuck."))
            console.line(console.wrap("To look anyway: \(NextStep.run("diff \(section.id) --force"))."))
            session.store.printProblems(on: console, unsaved: nil, what: "")
            return ExitCode.failure
        }
        render(compared.value, section: section, on: console)
        for (path, display) in [(workspace.url(section.starter), section.starter), (workspace.url(section.solution), section.solution)] {
            for note in (try? SourceTree.listing(in: path).skippedNotes(displayPath: display)) ?? [] {
                console.error(console.wrap("warning: " + note))
            }
        }
        session.store.printProblems(on: console, unsaved: compared.unsaved, what: "The note of this comparison in your activity log")
        return ExitCode.success
    }

    private func render(_ comparisons: [FileComparison], section: CatalogSection, on console: Console) {
        console.line(console.style("Your \(section.starter)/ (-) against the reference \(section.solution)/ (+)", .bold))
        var identical: [String] = []
        for comparison in comparisons {
            switch comparison {
            case .identical(let path):
                identical.append(path)
            case .changed(let path, let hunks):
                console.line()
                console.line(console.style("--- yours/\(path)", .red, .bold))
                console.line(console.style("+++ solution/\(path)", .green, .bold))
                for hunk in hunks {
                    console.line(console.style(hunk.header, .cyan))
                    for line in hunk.lines { console.line(Self.format(line, on: console)) }
                }
            case .onlySolution(let path, let lines):
                console.line()
                console.line(console.style("+++ solution/\(path)  (only the solution has this file)", .green, .bold))
                for line in lines { console.line(console.style("+" + line, .green)) }
            case .onlyYours(let path):
                console.line()
                console.line(console.style("--- yours/\(path)  (only you have this file)", .red, .bold))
            case .unreadable(let path):
                console.line()
                console.line(console.style("\(path): not text, not compared", .yellow))
            }
        }
        console.line()
        let differing = comparisons.count - identical.count
        var summary = "\(differing) file\(differing == 1 ? "" : "s") differ\(differing == 1 ? "s" : "")"
        if !identical.isEmpty { summary += "; the same in both: \(identical.joined(separator: ", "))" }
        console.line(console.wrap(summary + "."))
        console.line(console.wrap(console.style("The solution is one good answer, not the only one: where yours differs, ask what each version makes easier to test or change.", .dim)))
    }

    static func format(_ line: LineDiff.Line, on console: Console) -> String {
        switch line.change {
        case .same: " " + line.text
        case .removed: console.style("-" + line.text, .red)
        case .added: console.style("+" + line.text, .green)
        }
    }
}
