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
        let turn: QuizTurn
        do {
            turn = try session.takeQuizTurn(arguments.string("section"), answer: arguments.optionalString("answer"), restart: arguments.flag("restart"))
        } catch QuizTurnError.noQuestionWaiting(let quiz) {
            throw MCPError.quizOver(quiz: quiz)
        }
        let bank = turn.bank
        var answered: JSONValue = nil
        var note: JSONValue = turn.note.map { .string($0) } ?? nil
        switch turn.reply {
        case .answered(let result, let asked)?:
            answered = Self.feedback(result, to: asked)
        case .skipped?:
            note = "Skipped for now; it comes back once at the end."
        case .invalid(let message)?:
            note = .string(message)
        case .notAnAnswer?:
            note = "Pass the learner's answer, or s to skip; the attempt stays open until its last question."
        case nil:
            break
        }
        guard let (result, record) = turn.finished else {
            let current = turn.next.map { Self.present($0.question, position: ($0.number, $0.total)) } ?? nil
            return MCPToolResult(
                structured: ["quiz": .string(bank.quiz), "title": .string(bank.title), "state": "question", "answered": answered, "question": current, "outcome": nil, "note": note],
                text: [answered["explanation"]?.stringValue, note.stringValue, current["prompt"]?.stringValue].compactMap { $0 }.joined(separator: "\n\n")
            )
        }
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
