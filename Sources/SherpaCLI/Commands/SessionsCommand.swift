import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa sessions`: the study sessions recorded in `.sessions/`, or one session's log.
struct SessionsCommand: SherpaCommand {
    static let name = "sessions"
    static let abstract = "List your study sessions, or print one session's log."
    static let options: [CommandOption] = [
        .argument("number", optional: true, help: "Print that session's log (`latest` for the most recent)."),
    ]
    static let discussion = """
        A session is a stretch of work: a new one starts with the first sherpa command after
        two hours of quiet. Each has a Markdown log in .sessions/<route>/NNN-YYYY-MM-DD.md,
        and .sessions/index.md gives the overview; share them with a tutor or an assistant.
        They are generated from .sessions/<route>/progress.json, so edit neither by hand.
        The exception is .sessions/assistant-notes.md: sherpa creates it once for a tutor's
        notes and never writes to it again.
        """

    var which: String?

    init(parsing arguments: inout ArgumentList) throws {
        which = arguments.positional()
        if let which, which != "latest", Int(which) == nil {
            throw UsageError("Give a session number, or `latest`; `sherpa sessions` lists them.")
        }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let session = context.session(workspace)
        let store = session.store
        let console = context.console
        let progress = store.load()
        for warning in store.warnings { console.error("warning: \(warning)") }
        let sessions = SessionLog.split(progress.activity)
        guard !sessions.isEmpty else {
            console.line(console.wrap("No study sessions yet: they are recorded from your first guide page, check, hint or quiz. Start with `\(NextStep.command)`."))
            return ExitCode.success
        }
        // Regenerated first, so the files exist even if someone deleted them.
        let files = try session.rewriteSessionLogs()

        if let which {
            let number = which == "latest" ? sessions.count : Int(which) ?? 0
            guard sessions.indices.contains(number - 1) else {
                throw UsageError("There is no session \(number); you have \(sessions.count) (1 to \(sessions.count)).")
            }
            let text = try String(contentsOf: files[number - 1], encoding: .utf8)
            console.write(MarkdownRenderer.text(for: text, on: console))
            return ExitCode.success
        }

        let clock = SessionClock(timeZone: .current)
        console.line(console.style("Your study sessions", .bold) + console.style("  (a new one starts after two hours without sherpa)", .dim))
        console.line()
        for session in sessions {
            let sections = session.sections.isEmpty ? "route map" : session.sections.joined(separator: ", ")
            let head = "  \(String(format: "%3d", session.number))  \(clock.day(session.start))  \(clock.time(session.start))–\(clock.time(session.end))  "
            console.line(console.wrap("\(sections): \(session.tally(progress))", first: head, rest: String(repeating: " ", count: head.count)))
        }
        console.line()
        let folder = workspace.relativePath(store.routeFolder)
        console.line(console.wrap("Logs: \(folder)/NNN-YYYY-MM-DD.md, overview: \(workspace.relativePath(store.sessionsFolder))/index.md. `\(NextStep.command) sessions \(sessions.count)` prints the latest."))
        return ExitCode.success
    }
}
