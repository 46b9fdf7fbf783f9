import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// `sherpa quiz`, one question a call: the attempt lives in the same draft file a paused
    /// terminal quiz uses, and a finished attempt is recorded like `sherpa quiz`.
    var quizTool: MCPTool {
        let question = JSONSchema.object([
            "id": JSONSchema.string("The question's id."),
            "number": JSONSchema.integer("Its place in this attempt, from 1."),
            "total": JSONSchema.integer("Questions in this attempt."),
            "kind": JSONSchema.string("multiple_choice, code_review, design or explanation."),
            "prompt": JSONSchema.string("The question."),
            "code": JSONSchema.nullable(JSONSchema.string("A code snippet the question is about.")),
            "choices": JSONSchema.array(of: JSONSchema.string("A choice."), "The choices, numbered from 1; empty for a written answer."),
        ], required: ["id", "number", "total", "kind", "prompt", "code", "choices"])
        let answered = JSONSchema.object([
            "id": JSONSchema.string("The question answered."),
            "status": JSONSchema.string("How the answer scored.", oneOf: ["correct", "partial", "incorrect", "skipped"]),
            "credit": JSONSchema.number("Credit from 0 to 1."),
            "correctChoice": JSONSchema.nullable(JSONSchema.integer("The right choice's number, for a choice question.")),
            "why": JSONSchema.nullable(JSONSchema.string("Why the chosen answer is right or wrong.")),
            "explanation": JSONSchema.string("The explanation the quiz gives after an answer."),
            "modelAnswer": JSONSchema.nullable(JSONSchema.string("A model answer, for a written question.")),
            "covered": JSONSchema.array(of: JSONSchema.string("A key term."), "Key terms the written answer covered."),
            "missed": JSONSchema.array(of: JSONSchema.string("A key term."), "Key terms it missed."),
        ], required: ["id", "status", "credit", "correctChoice", "why", "explanation", "modelAnswer", "covered", "missed"])
        let outcome = JSONSchema.object([
            "score": JSONSchema.number("This attempt's score from 0 to 1."),
            "passScore": JSONSchema.number("The pass mark."),
            "passed": JSONSchema.boolean("Whether this attempt passed."),
            "correct": JSONSchema.integer("Questions answered right."),
            "total": JSONSchema.integer("Questions asked."),
            "attempts": JSONSchema.integer("Attempts so far, this one included."),
            "bestScore": JSONSchema.number("Best score over all attempts."),
        ], required: ["score", "passScore", "passed", "correct", "total", "attempts", "bestScore"])
        return MCPTool(
            name: "sherpa_quiz",
            title: "Quiz, one question at a time",
            description: "Runs a section's checkpoint quiz (or route-end) one question at a time. Call without answer to get the question waiting (an attempt starts if none is open); ask the learner in your own words and wait for their answer, then call again with it: a choice's number, or the learner's own sentence for a written question (never an answer you wrote). The result of that answer, with the explanation, comes back with the next question; after the last one the attempt is scored and recorded like `sherpa quiz`. answer \"s\" skips. restart: true drops an open attempt.",
            inputSchema: JSONSchema.object([
                "section": JSONSchema.string("The quiz: a section's number, id or slug, or route-end.", maxLength: JSONSchema.sectionLength),
                "answer": JSONSchema.string("The learner's answer to the question waiting: a choice's number or their sentence. Left out: show the question.", maxLength: 2000),
                "restart": JSONSchema.boolean("Drop an open attempt and start again (default false)."),
            ], required: ["section"]),
            outputSchema: JSONSchema.object([
                "quiz": JSONSchema.string("The quiz id."),
                "title": JSONSchema.string("The quiz's title."),
                "state": JSONSchema.string("question: one is waiting; finished: the attempt was scored.", oneOf: ["question", "finished"]),
                "answered": JSONSchema.nullable(answered),
                "question": JSONSchema.nullable(question),
                "outcome": JSONSchema.nullable(outcome),
                "note": JSONSchema.nullable(JSONSchema.string("A word from the quiz, for example that an answer was not one of the choices.")),
            ], required: ["quiz", "title", "state", "answered", "question", "outcome", "note"]),
            readOnly: false
        ) { values, _ in
            try quiz(MCPArguments(tool: "sherpa_quiz", values: values))
        }
    }

    private func quiz(_ arguments: MCPArguments) throws -> MCPToolResult {
        let target = try arguments.string("section")
        let bankPath = [QuizBank.routeEndID, "end", "route"].contains(target.lowercased()) ? QuizBank.routeEndPath : try workspace.section(named: target).quiz
        let bank = try QuizBank.load(from: workspace.url(bankPath), displayPath: bankPath)
        let learner = self.session
        let preferences = learner.preferences
        let store = learner.store
        let drafts = QuizDraftStore(store: store)
        if try arguments.flag("restart") { drafts.remove(bank.quiz) }

        var session = QuizSession(bank: bank, preferences: preferences)
        // A draft that no longer fits the bank or the quiz type is dropped, as the terminal quiz does.
        let resumed = drafts.load(bank.quiz).map { session.restore($0) } ?? false
        var answered: JSONValue = nil
        var note: JSONValue = session.note.map { .string($0) } ?? nil
        if let answer = try arguments.optionalString("answer") {
            guard resumed, let asked = session.current else { throw MCPError.quizOver(quiz: bank.quiz) }
            switch session.submit(answer) {
            case .answered(let result):
                answered = Self.feedback(result, to: asked)
            case .deferred:
                note = "Skipped for now; it comes back once at the end."
            case .invalid(let message):
                note = .string(message)
            case .help, .quit:
                note = "Pass the learner's answer, or s to skip; the attempt stays open until its last question."
            }
        }
        guard session.isFinished else {
            try drafts.save(session.draft(savedAt: store.clock))
            let current = session.current.map { Self.present($0, position: session.position) } ?? nil
            return MCPToolResult(
                structured: ["quiz": .string(bank.quiz), "title": .string(bank.title), "state": "question", "answered": answered, "question": current, "outcome": nil, "note": note],
                text: [answered["explanation"]?.stringValue, note.stringValue, current["prompt"]?.stringValue].compactMap { $0 }.joined(separator: "\n\n")
            )
        }
        let result = session.outcome
        let record = try learner.finishQuiz(result).get()
        let scored: JSONValue = [
            "score": .number(result.score), "passScore": .number(result.passScore), "passed": .bool(result.passed),
            "correct": .integer(result.correctCount), "total": .integer(result.total),
            "attempts": .integer(record.attempts), "bestScore": .number(record.bestScore),
        ]
        return MCPToolResult(
            structured: ["quiz": .string(bank.quiz), "title": .string(bank.title), "state": "finished", "answered": answered, "question": nil, "outcome": scored, "note": note],
            text: "\(bank.title): \(result.correctCount) of \(result.total) right, \(result.percent)%, \(result.passed ? "passed" : "below the pass mark")."
        )
    }

    /// The question as the learner may see it: no key, no explanation.
    private static func present(_ question: QuizQuestion, position: (number: Int, total: Int)) -> JSONValue {
        [
            "id": .string(question.id), "number": .integer(position.number), "total": .integer(position.total),
            "kind": .string(question.kind.rawValue), "prompt": .string(question.prompt),
            "code": question.code.map { .string($0) } ?? nil,
            "choices": .array((question.choices ?? []).map { .string($0.text) }),
        ]
    }

    /// What the quiz says after an answer: now the key may be shown.
    private static func feedback(_ result: QuestionResult, to question: QuizQuestion) -> JSONValue {
        let chosen = result.chosen.flatMap { number in question.choices.flatMap { $0.indices.contains(number - 1) ? $0[number - 1] : nil } }
        return [
            "id": .string(result.questionID), "status": .string(result.status.rawValue), "credit": .number(result.credit),
            "correctChoice": question.correctChoiceNumber.map { .integer($0) } ?? nil,
            "why": chosen?.why.map { .string($0) } ?? nil,
            "explanation": .string(question.explanation),
            "modelAnswer": question.modelAnswer.map { .string($0) } ?? nil,
            "covered": .array((result.covered ?? []).map { .string($0) }),
            "missed": .array((result.missed ?? []).map { .string($0) }),
        ]
    }
}
