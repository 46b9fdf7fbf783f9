import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa quiz <section>`: the checkpoint quiz, interactive on a terminal and scriptable
/// with `--answers` or piped input.
struct QuizCommand: SherpaCommand {
    static let name = "quiz"
    static let abstract = "Take a section's checkpoint quiz (or the route-end quiz); your result is saved."
    static let options: [CommandOption] = [
        .section(optional: true, more: "Also route-end, the quiz over the whole route.\nLeft out: the quiz your quiz_frequency setting proposes next."),
        .value("--answers", "file", help: "Read the answers from the file, one line per question, exactly as you\nwould type them (`-` reads standard input)."),
        .flag("--json", help: "Print only a machine-readable result."),
        .flag("--restart", help: "Start again instead of resuming an attempt you stopped."),
    ]
    static let discussion = """
        ANSWERING:
          Type a choice's number, or your answer on one line for written questions.
          s skips, ? shows help, q stops and keeps your answers for next time. A mistyped
          choice is never counted; you are simply asked again. Piped input works like typing:
            printf '2\\n3\\n' | sherpa quiz section-2
          Written answers are scored by a keyword check against each question's key terms
          and their synonyms; the model answer is always shown.
          Your .sherpa-config.yml decides which kinds are asked and how feedback reads
          (see `sherpa config`).

        EXIT CODES: 0 passed, or stopped with q to resume later; 1 not passed, or the
        answers ran out; 64 usage error.
        """

    var target: String?
    var answersFile: String?
    var json: Bool
    var restart: Bool

    init(parsing arguments: inout ArgumentList) throws {
        json = arguments.flag("--json")
        restart = arguments.flag("--restart")
        answersFile = arguments.option("--answers")
        target = arguments.positional()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let console = context.console
        let loaded = workspace.loadPreferences()
        for problem in loaded.problems { console.error("warning: \(problem)") }
        let session = context.session(workspace, preferences: loaded.preferences)
        let store = session.store
        let (bankPath, guidePath) = try resolve(session, preferences: loaded.preferences)
        let bank = try QuizBank.load(from: workspace.url(bankPath), displayPath: bankPath)

        var input: () -> String? = context.readLine
        if let answersFile, answersFile != "-" {
            let url = answersFile.hasPrefix("/") ? URL(fileURLWithPath: answersFile) : context.currentDirectory.appendingPathComponent(answersFile)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw UsageError("--answers: cannot read \(answersFile).")
            }
            var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            if lines.last == "" { lines.removeLast() }
            var iterator = lines.makeIterator()
            input = { iterator.next() }
        }
        let interactive = answersFile == nil && context.inputIsTerminal
        var runner = QuizRun(
            bank: bank, preferences: loaded.preferences, guidePath: guidePath, console: console,
            readLine: input, interactive: interactive, json: json, restart: restart,
            learner: session, drafts: QuizDraftStore(store: store)
        )
        let proposal = { (progress: LearnerProgress) in
            QuizSchedule.proposal(sections: workspace.readySections, progress: progress, frequency: loaded.preferences.quizFrequency)
        }
        // The last quiz of a finished route leads to the wrap-up.
        runner.closing = { progress in
            guard proposal(progress) == nil, NextStep.routeIsComplete(workspace: workspace, progress: progress), progress.lastWrapUp == nil else { return nil }
            return "Next: " + NextStep.wrapUpOffer + "."
        }
        return try runner.run(nextStep: proposal)
    }

    /// The bank's path and the guide page to point to, for a section name or `route-end`.
    private func resolve(_ session: LearnerSession, preferences: LearnerPreferences) throws -> (bank: String, guide: String?) {
        var name = target
        if name == nil {
            guard let proposal = QuizSchedule.proposal(sections: session.workspace.readySections, progress: session.store.load(), frequency: preferences.quizFrequency) else {
                throw UsageError("Name the quiz to take, for example `sherpa quiz section-2` or `sherpa quiz route-end`; none is due right now (quiz_frequency: \(preferences.quizFrequency.rawValue)).")
            }
            name = proposal.quiz
        }
        guard let name else { throw UsageError("Name the quiz to take.") }
        return try session.quizPaths(name)
    }
}

/// One attempt at a quiz, wired to a console and a line reader. Kept apart from argument
/// parsing so tests can drive it with scripted lines.
struct QuizRun {
    var bank: QuizBank
    var preferences: LearnerPreferences
    var guidePath: String?
    var console: Console
    var readLine: () -> String?
    /// A person at a terminal: drafts are kept and resumed, typed text is not echoed.
    var interactive: Bool
    var json: Bool
    var restart: Bool
    /// Records the attempt's end, paused or scored.
    var learner: LearnerSession
    var drafts: QuizDraftStore
    /// A last line after the result when nothing else is next (the wrap-up, once the route is done).
    var closing: (LearnerProgress) -> String? = { _ in nil }

    private var store: ProgressStore { learner.store }

    private var feedback: QuizFeedback { QuizFeedback(preferences: preferences, guidePath: guidePath) }

    private func say(_ lines: [QuizLine]) {
        guard !json else { return }
        for line in lines { console.line(line.rendered(width: console.width)) }
    }

    private func say(_ sentences: [String]) { say(sentences.map { QuizLine.prose($0) }) }

    /// Reads one line, echoing it when nobody typed it on this terminal so a transcript reads well.
    private func ask(_ prompt: String) -> String? {
        if !json { console.write(prompt) }
        let line = readLine()
        if !json, !interactive { console.line(line ?? "") }
        return line
    }

    func run(nextStep: (LearnerProgress) -> QuizSchedule.Proposal?) throws -> Int32 {
        var session = QuizSession(bank: bank, preferences: preferences)
        if restart { drafts.remove(bank.quiz) }
        say(feedback.introduction(for: session))
        if interactive, let draft = drafts.load(bank.quiz) {
            var resumed = session
            if resumed.restore(draft) {
                say(["You stopped this quiz after \(resumed.answeredCount) of \(resumed.questions.count) questions."])
                guard let reply = ask("Resume where you stopped? [Y/n] ") else { return try stop(session, reason: "stopped") }
                if !reply.lowercased().hasPrefix("n") {
                    session = resumed
                } else {
                    drafts.remove(bank.quiz)
                }
            } else {
                say(["The quiz or your quiz_type changed since you stopped, so it starts over."])
                drafts.remove(bank.quiz)
            }
        }

        while let question = session.current {
            say([.blank] + feedback.question(question, number: session.position.number, total: session.position.total))
            var settled = false
            while !settled {
                guard let line = ask(feedback.answerPrompt) else {
                    // End of input: at a terminal that is Ctrl-D, a deliberate stop; in a script the answers ran out.
                    return interactive ? try stop(session, reason: "stopped") : try incomplete(session)
                }
                switch session.submit(line) {
                case .invalid(let message):
                    say([message])
                case .help:
                    say(feedback.helpLines)
                case .quit:
                    return try stop(session, reason: "stopped")
                case .deferred:
                    say(["Skipped for now; it comes back once at the end."])
                    settled = true
                case .answered(let result):
                    say(feedback.afterAnswer(result, to: question))
                    settled = true
                }
            }
            if interactive { saveDraft(session) }
            if interactive, preferences.pacing == .structured, !session.isFinished, !json {
                console.write("Press Return for the next question. ")
                _ = readLine()
            }
        }
        return try finish(session, nextStep: nextStep)
    }

    private func saveDraft(_ session: QuizSession) {
        do {
            try drafts.save(session.draft(savedAt: store.clock))
        } catch {
            console.error("warning: your answers so far could not be saved for resuming (\(error.localizedDescription)).")
        }
    }

    private func stop(_ session: QuizSession, reason: String) throws -> Int32 {
        let outcome = session.outcome
        if interactive { saveDraft(session) }
        say([
            "",
            "Stopped after \(outcome.results.count) of \(outcome.total) questions. " +
                (interactive ? "Your answers are saved: run `sherpa quiz \(bank.quiz)` to carry on where you left off." : "Nothing was scored."),
        ])
        if json { console.line(try QuizJSON(outcome: outcome, status: "stopped", record: nil, preferences: preferences).text()) }
        let saving = learner.pauseQuiz(outcome, reason: reason)
        store.printProblems(on: console, unsaved: saving.unsaved, what: "The note of this pause in your activity log")
        return ExitCode.success
    }

    private func incomplete(_ session: QuizSession) throws -> Int32 {
        let outcome = session.outcome
        console.error("The answers ran out after \(outcome.results.count) of \(outcome.total) questions; the attempt was not scored.")
        if json { console.line(try QuizJSON(outcome: outcome, status: "incomplete", record: nil, preferences: preferences).text()) }
        let saving = learner.pauseQuiz(outcome, reason: "left unfinished (the answers ran out)")
        store.printProblems(on: console, unsaved: saving.unsaved, what: "The note of this unfinished attempt in your activity log")
        return ExitCode.failure
    }

    private func finish(_ session: QuizSession, nextStep: (LearnerProgress) -> QuizSchedule.Proposal?) throws -> Int32 {
        let outcome = session.outcome
        // The result is shown even when it cannot be saved; the reason follows it.
        let saving = learner.finishQuiz(outcome)
        let record = saving.value
        defer { store.printProblems(on: console, unsaved: saving.unsaved, what: "This quiz result") }
        if json {
            console.line(try QuizJSON(outcome: outcome, status: outcome.passed ? "passed" : "failed", record: record, preferences: preferences).text())
        } else {
            say([.blank] + feedback.summary(outcome, questions: session.questions, record: record))
            let progress = store.load()
            if let next = nextStep(progress), next.quiz != bank.quiz {
                say(["Next: \(next.reason) `\(next.command)`"])
            } else if let closing = closing(progress) {
                say([closing])
            }
        }
        return outcome.passed ? ExitCode.success : ExitCode.failure
    }
}

/// `sherpa quiz --json`: the attempt in a stable, machine-readable shape.
struct QuizJSON: Encodable {
    struct Question: Encodable {
        var id: String
        var status: String
        var credit: Double
        var answer: String
        var chosen: Int?
        var covered: [String]?
        var missed: [String]?
    }

    var quiz: String
    var title: String
    /// passed, failed, stopped or incomplete.
    var status: String
    var score: Double
    var passScore: Double
    var answered: Int
    var total: Int
    var attempts: Int?
    var bestScore: Double?
    var quizType: String
    var feedbackStyle: String
    var scoring = "Written answers are scored by a keyword check against indicator terms and synonyms."
    var questions: [Question]

    init(outcome: QuizOutcome, status: String, record: QuizRecord?, preferences: LearnerPreferences) {
        quiz = outcome.quiz
        title = outcome.title
        self.status = status
        score = (outcome.score * 1000).rounded() / 1000
        passScore = outcome.passScore
        answered = outcome.results.count
        total = outcome.total
        attempts = record?.attempts
        bestScore = record.map { ($0.bestScore * 1000).rounded() / 1000 }
        quizType = preferences.quizType.rawValue
        feedbackStyle = preferences.feedbackStyle.rawValue
        questions = outcome.results.map {
            Question(id: $0.questionID, status: $0.status.rawValue, credit: ($0.credit * 1000).rounded() / 1000, answer: $0.answer, chosen: $0.chosen, covered: $0.covered, missed: $0.missed)
        }
    }

    func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
