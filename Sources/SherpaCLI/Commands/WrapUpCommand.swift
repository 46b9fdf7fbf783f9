import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa wrapup`: closes the route. Prints what should stick, asks how sure the learner feels
/// (1 to 10), gives the advice for that answer, suggests where to go next, and records the answer.
struct WrapUpCommand: SherpaCommand {
    static let name = "wrapup"
    static let abstract = "Close the route: the ideas to keep, how sure you feel (1-10), and where to go next."
    static let options: [CommandOption] = [
        .wholeNumber("--confidence", "1-10", in: 1...10, described: "a whole number from 1 to 10", help: "Your answer to the confidence question, for scripts; without it\nsherpa asks on a terminal."),
    ]
    static let discussion = """
        Best after every section has passed its check. The answer is saved with its date in
        .sessions/<route>/progress.json and shown in .sessions/index.md.
        """

    var confidence: Int?

    init(parsing arguments: inout ArgumentList) throws {
        confidence = arguments.integer("--confidence")
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let session = context.session(workspace)
        let store = session.store
        let console = context.console
        let progress = store.load()

        console.line(console.style(WrapUpScript.title, .bold))
        let open = workspace.catalog.sections.filter { progress[section: $0.id].completedAt == nil }.map { String($0.number) }
        if !open.isEmpty {
            console.line()
            console.line(console.wrap(WrapUpScript.earlyNote(openSections: open)))
        }
        console.line()
        console.line(console.wrap(WrapUpScript.takeawaysLead))
        for (index, takeaway) in WrapUpScript.takeaways.enumerated() {
            console.line(console.wrap(takeaway, first: "  \(index + 1). ", rest: "     "))
        }
        console.line()
        console.line(console.style(WrapUpScript.question, .bold))
        if let last = progress.lastWrapUp {
            console.line(console.wrap(WrapUpScript.previous(last, day: SessionClock(timeZone: .current).day(last.at))))
        }

        guard let answer = confidence ?? ask(context) else {
            if confidence == nil, !context.inputIsTerminal {
                console.line(console.wrap(WrapUpScript.howToAnswer))
            } else {
                console.line(console.wrap(WrapUpScript.skipped))
            }
            store.printProblems(on: console, unsaved: nil, what: "")
            return ExitCode.success
        }

        // The advice is shown whether or not the answer can be saved; a failed save is said after it.
        let saving = session.wrapUp(confidence: answer)
        let record = saving.value
        console.line()
        console.line(console.wrap(WrapUpScript.advice(for: record.band)))
        console.line()
        console.line(console.wrap(WrapUpScript.nextRoutesLead))
        for route in WrapUpScript.nextRoutes {
            console.line(console.wrap(route, first: "  • ", rest: "    "))
        }
        console.line()
        if saving.unsaved == nil {
            console.line(console.wrap(WrapUpScript.recorded(record)))
        }
        console.line(console.wrap(WrapUpScript.notesPointer(session.notesPath)))
        store.printProblems(on: console, unsaved: saving.unsaved, what: "Your confidence answer")
        return ExitCode.success
    }

    /// Asks on a terminal until the answer is a number from 1 to 10; nil when the learner skips.
    private func ask(_ context: CommandContext) -> Int? {
        guard context.inputIsTerminal else { return nil }
        while true {
            context.console.write("Your answer (1-10): ")
            guard let line = context.readLine()?.trimmingCharacters(in: .whitespaces), !line.isEmpty else { return nil }
            if let number = Int(line), (1...10).contains(number) { return number }
            context.console.line(WrapUpScript.reprompt)
        }
    }
}
