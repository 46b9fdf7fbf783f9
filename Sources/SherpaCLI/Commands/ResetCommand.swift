import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa reset <section>`: saves the learner's files to a dated backup, then puts the
/// starter back exactly as git has it.
struct ResetCommand: SherpaCommand {
    static let name = "reset"
    static let abstract = "Start a section over: your files are backed up first, then the starter is restored."
    static let options: [CommandOption] = [
        .section(purpose: "to reset", example: "reset section-2"),
        .value("--from", "git-ref", help: "The commit, branch or tag whose starter to restore (default HEAD).\nIf you committed your own work, name an earlier commit, for\nexample `--from origin/main`."),
    ]
    static let discussion = """
        Every file in the section's exercise folder is first copied to
        .sessions/<route>/backups/section-N-YYYYMMDD-HHMMSS/, and sherpa prints where. Then the
        starter comes back from git: changed files are restored and files you added are
        removed (they are in the backup). Your progress record is kept.
        """

    var section: String
    var ref: String

    init(parsing arguments: inout ArgumentList) throws {
        ref = arguments.option("--from") ?? "HEAD"
        section = arguments.required()
        guard !ref.hasPrefix("-"), !ref.isEmpty else { throw UsageError("--from needs a git commit, branch or tag.") }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        let console = context.console
        let session = context.session(workspace)

        // Everything that can fail without touching the learner's files happens first.
        let plan = try session.planReset(section, from: ref, processes: context.processes)
        defer {
            if !plan.untouched.isEmpty {
                console.error(console.wrap("warning: left untouched, and not in any backup, because their names are not valid UTF-8: " + plan.untouched.map { "\(section.starter)/\($0)" }.joined(separator: ", ") + ". Rename or move them yourself."))
            }
        }
        if plan.isStarter {
            console.line(console.wrap("\(section.starter)/ already matches the starter in git \(ref); nothing was changed and no backup was needed."))
            if ref == "HEAD" {
                console.line(console.wrap("If you committed your own work, HEAD holds it: restore from an earlier commit with `\(NextStep.command) reset \(section.id) --from <commit>` (`git log --oneline -- \(section.starter)` lists them)."))
            }
            return ExitCode.success
        }

        let reset = try session.reset(plan)
        let done = reset.value
        let current = plan.current
        if let backupPath = done.backupPath {
            console.line("Saved your work (\(current.count) file\(current.count == 1 ? "" : "s")) to")
            console.line("  " + console.style(backupPath + "/", .bold))
        }
        console.line(console.wrap("Restored the starter of \(section.displayName) from git \(ref): \(done.written.count) file\(done.written.count == 1 ? "" : "s") put back in \(section.starter)/."))
        if !done.removed.isEmpty {
            console.line(console.wrap("Removed the file\(done.removed.count == 1 ? "" : "s") you had added (kept in the backup): \(done.removed.joined(separator: ", "))."))
        }
        if let backupPath = done.backupPath, let example = current.first {
            console.line(console.wrap(console.style("To take a file back: cp \(backupPath)/\(example) \(section.starter)/\(example)", .dim)))
        }
        console.line()
        console.line(console.wrap("Next: " + NextStep.work(on: section, progress: session.store.load())))
        session.store.printProblems(on: console, unsaved: reset.unsaved, what: "The note of this reset in your activity log")
        return ExitCode.success
    }
}
