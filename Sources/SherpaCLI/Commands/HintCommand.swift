import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa hint <section>`: one more hint each time, aimed first at the test that fails now.
struct HintCommand: SherpaCommand {
    static let name = "hint"
    static let abstract = "Get one more hint for a section, aimed at the test that is failing now."
    static let options: [CommandOption] = [
        .section(purpose: "you want a hint for", example: "hint section-2"),
        .flag("--list", help: "Show the hints you have already used, without using a new one."),
    ]
    static let discussion = """
        Each call gives one more hint. If your last check failed, sherpa first gives the hint
        written for the failing test that comes first in the section's steps (once); after
        that come the section's general hints, gentlest first. The hints you use are recorded
        in .sessions/. How much is said around a hint follows tone and explanation_depth in
        .sherpa-config.yml.
        """

    var section: String
    var list: Bool

    init(parsing arguments: inout ArgumentList) throws {
        list = arguments.flag("--list")
        section = arguments.required()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        let session = context.session(workspace)
        let console = context.console

        if list {
            let book = try session.hintBook(section)
            showUsed(book, section: section, progress: session.store.load(), on: console)
            session.store.printProblems(on: console, unsaved: nil, what: "")
            return ExitCode.success
        }

        // The hint is shown whether or not it can be counted; a failed save is said after it.
        let given = try session.hint(section)
        show(given.value.pick, section: section, progress: given.value.progress, voice: FeedbackVoice(preferences: session.preferences), on: console)
        session.store.printProblems(on: console, unsaved: given.unsaved, what: "That this hint was used")
        return ExitCode.success
    }

    private func show(_ pick: HintPick, section: CatalogSection, progress: LearnerProgress, voice: FeedbackVoice, on console: Console) {
        let again = NextStep.run("hint \(section.id)")
        // The hint's text, then the learner's tone and, for detailed depth, how to use it.
        func body(_ text: String, test: String?) {
            console.line()
            console.line(console.wrap(text, first: "  ", rest: "  "))
            if let reasoning = voice.hintReasoning(forTest: test, section: section.id) {
                console.line()
                console.line(console.wrap(reasoning))
            }
            console.line()
            if let aside = voice.hintAside { console.line(console.wrap(aside)) }
        }
        switch pick {
        case .test(let name, let text):
            console.line(console.style("Hint for the failing test “\(name)”", .bold))
            body(text, test: name)
            if voice.hintFollowUpIsShort {
                console.line(console.wrap(voice.shortHintFollowUp(section: section.id)))
            } else {
                console.line(console.wrap("Fix it, then run \(NextStep.run("check \(section.id)")) again. Still stuck? \(again) gives the next hint."))
            }
        case .general(let number, let total, let text):
            console.line(console.style("Hint \(number) of \(total) for \(section.displayName), \(section.title)", .bold))
            body(text, test: nil)
            if voice.hintFollowUpIsShort {
                console.line(console.wrap(voice.shortHintFollowUp(section: section.id)))
            } else if progress[section: section.id].checks.isEmpty {
                console.line(console.wrap("Tip: run \(NextStep.run("check \(section.id)")) first; after that, hints aim at the test that fails."))
            } else if number < total {
                console.line(console.wrap("Ask again for a more direct one: \(again)."))
            } else {
                console.line(console.wrap("That was the most direct hint. `\(NextStep.command) hint \(section.id) --list` shows all the hints you have used."))
            }
        case .exhausted(let total, let last):
            console.line(console.style("You have used all \(total) hints for \(section.displayName).", .bold))
            if let last {
                console.line()
                console.line(console.wrap(last, first: "  ", rest: "  "))
            }
            console.line()
            if let aside = voice.hintAside { console.line(console.wrap(aside)) }
            console.line(console.wrap("Re-read the guide (\(NextStep.run("guide \(section.id)"))), or look at the reference solution: \(NextStep.run("diff \(section.id) --force")) shows it next to your code (it spoils the exercise, so try once more first)."))
        }
    }

    private func showUsed(_ book: HintBook, section: CatalogSection, progress: LearnerProgress, on console: Console) {
        let tests = HintPick.shownTestHints(section: section.id, progress: progress)
        let used = min(progress[section: section.id].hintsUsed, book.general.count)
        guard !tests.isEmpty || used > 0 else {
            console.line(console.wrap("You have not used any hints for \(section.displayName) yet. \(NextStep.run("hint \(section.id)")) gives the first."))
            return
        }
        console.line(console.style("Hints you have used for \(section.displayName)", .bold))
        for name in tests {
            console.line()
            console.line(console.wrap("For “\(name)”: " + (book.hint(forTest: name) ?? "(this test no longer has a hint)"), rest: "  "))
        }
        for index in 0..<used {
            console.line()
            console.line(console.wrap("\(index + 1) of \(book.general.count): " + book.general[index], rest: "  "))
        }
    }
}
