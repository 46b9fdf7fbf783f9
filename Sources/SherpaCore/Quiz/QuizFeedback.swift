import Foundation

/// The words a learner reads during a quiz. `tone` picks the voice of verdicts and summaries,
/// `explanation_depth` how much explanation follows, and `feedback_style` whether feedback
/// comes after each question (immediate), only at the end (summary), or after each question
/// with every choice explained (detailed). Lines carry their layout (`QuizLine`); the terminal
/// wraps them, so tests can read the words without a console.
package struct QuizFeedback: Sendable {
    package var preferences: LearnerPreferences
    /// The guide page to point to in detailed explanations.
    var guidePath: String?

    package init(preferences: LearnerPreferences, guidePath: String? = nil) {
        self.preferences = preferences
        self.guidePath = guidePath
    }

    // MARK: Asking

    package func introduction(for session: QuizSession) -> [QuizLine] {
        let kinds: String
        switch preferences.quizType {
        case .mixed: kinds = "all kinds of questions"
        case .multipleChoice: kinds = "questions you answer by number"
        case .explanation: kinds = "questions you answer in your own words"
        }
        var lines = ["\(session.bank.title): \(session.questions.count) questions (\(kinds); quiz_type: \(preferences.quizType.rawValue))."]
        if let note = session.note { lines.append(note) }
        lines.append("Answer choices by number, written questions on one line. s skips, ? shows help, q stops and keeps your answers.")
        switch preferences.tone {
        case .objective: break
        case .encouraging: lines.append("Take your time; every answer tells you something useful.")
        case .humorous: lines.append("No arrow keys were harmed in the making of this quiz.")
        }
        return lines.map { .prose($0) }
    }

    package func question(_ question: QuizQuestion, number: Int, total: Int) -> [QuizLine] {
        var lines: [QuizLine] = [.prose("Question \(number) of \(total) · \(question.kind.label)"), .prose(question.prompt)]
        if let code = question.code {
            lines.append(.blank)
            lines += code.split(separator: "\n", omittingEmptySubsequences: false).map { .code(String($0)) }
            lines.append(.blank)
        }
        if let choices = question.choices, !choices.isEmpty {
            for (index, choice) in choices.enumerated() { lines.append(.choice("\(index + 1))", choice.text)) }
        } else {
            lines.append(.prose("Answer in a sentence or two, on one line."))
        }
        return lines
    }

    package var helpLines: [QuizLine] {
        [
            "Type the number of a choice, or write your answer on one line, then press Return.",
            "A mistyped choice is never counted: you are simply asked again.",
            "s skips this question\(preferences.pacing == .learnerLed ? " (it comes back once at the end)" : ""). q stops the quiz; your answers so far are kept and `sherpa quiz` offers to resume.",
        ].map { .prose($0) }
    }

    package var answerPrompt: String { "Your answer: " }

    // MARK: After each question

    /// What to show once a question is answered. With `summary` this is only an acknowledgement.
    package func afterAnswer(_ result: QuestionResult, to question: QuizQuestion) -> [QuizLine] {
        switch preferences.feedbackStyle {
        case .summary:
            return [.prose(result.status == .skipped ? "Skipped." : "Answer recorded; feedback comes at the end.")]
        case .immediate:
            return review(result, of: question, everyChoice: false)
        case .detailed:
            return review(result, of: question, everyChoice: true)
        }
    }

    /// Verdict and explanation for one question, worded for the learner's tone and depth.
    func review(_ result: QuestionResult, of question: QuizQuestion, everyChoice: Bool) -> [QuizLine] {
        var lines: [QuizLine] = [.prose(verdict(result, question: question))]
        if question.isChoice {
            lines += choiceExplanation(result, question: question, everyChoice: everyChoice)
        } else {
            lines += writtenExplanation(result, question: question)
        }
        if preferences.explanationDepth == .detailed {
            if let detail = question.detail { lines.append(.prose(detail)) }
            if let guidePath { lines.append(.prose("More in \(guidePath), checkpoint list.")) }
        }
        return lines
    }

    package func verdict(_ result: QuestionResult, question: QuizQuestion) -> String {
        let variant = question.id.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 2
        switch (preferences.tone, result.status) {
        case (.objective, .correct): return "Correct."
        case (.objective, .partial): return "Partly correct."
        case (.objective, .incorrect): return "Not correct."
        case (.objective, .skipped): return "Skipped."
        case (.encouraging, .correct): return variant == 0 ? "Yes, that's it. Well reasoned!" : "Right! You have this one."
        case (.encouraging, .partial): return "A good start: part of the idea is there."
        case (.encouraging, .incorrect):
            return variant == 0 ? "Not quite, and that is fine: this is exactly what a checkpoint is for." : "Not this time. Read the explanation below; it will stick better for the miss."
        case (.encouraging, .skipped): return "Skipped. You can come back to it whenever you like."
        case (.humorous, .correct): return variant == 0 ? "Correct. Somewhere a 400-line view just lost weight." : "Correct. The compiler nods approvingly."
        case (.humorous, .partial): return "Half a summit: you're on the ridge, not the peak."
        case (.humorous, .incorrect): return variant == 0 ? "Nope. The monolith wins this round." : "Not this one. Even the sherpa took a wrong turn once."
        case (.humorous, .skipped): return "Skipped. A tactical retreat."
        }
    }

    private func choiceExplanation(_ result: QuestionResult, question: QuizQuestion, everyChoice: Bool) -> [QuizLine] {
        let choices = question.choices ?? []
        var lines: [QuizLine] = []
        if let right = question.correctChoiceNumber, result.chosen != right {
            lines.append(.prose("The answer is \(right)) \(choices[right - 1].text)"))
        }
        lines.append(.prose(shorten(question.explanation)))
        if everyChoice {
            for (index, choice) in choices.enumerated() {
                let mark = choice.isCorrect ? "✔" : "✘"
                let picked = result.chosen == index + 1 ? " (your answer)" : ""
                lines.append(.choice("\(mark) \(index + 1))", "\(choice.text)\(picked)"))
                if let why = choice.why { lines.append(.prose(label(choice) + why, indent: 6)) }
            }
        } else if preferences.explanationDepth != .concise, let chosen = result.chosen, chosen != question.correctChoiceNumber,
            let why = choices[chosen - 1].why
        {
            lines.append(.prose("Why not \(chosen): " + label(choices[chosen - 1]) + why))
        }
        return lines
    }

    private func label(_ choice: QuizChoice) -> String {
        choice.misconception == true ? "A common misconception. " : ""
    }

    private func writtenExplanation(_ result: QuestionResult, question: QuizQuestion) -> [QuizLine] {
        var lines: [String] = []
        if result.status != .skipped {
            let covered = result.covered ?? []
            let missed = result.missed ?? []
            let total = covered.count + missed.count
            lines.append("This is a keyword check, not a judgement of your reasoning: sherpa looked for \(total) key ideas, each used in a sentence rather than listed, and found \(covered.count) (\(question.requiredIndicators) needed for full credit).")
            lines.append("Covered: " + (covered.isEmpty ? "none" : covered.joined(separator: ", ")))
            let indicators = question.indicators ?? []
            // Several missed terms can be described by the same sentence of the model answer; it is
            // quoted once.
            var described = Set<String>()
            let ideas = missed.map { term in
                indicators.first { $0.term == term }.map { KeywordScorer.describe($0, modelAnswer: question.modelAnswer) } ?? term
            }.filter { described.insert($0).inserted }
            lines.append("Not yet in your answer: " + (ideas.isEmpty ? "nothing" : ideas.joined(separator: "; ")))
        }
        if let model = question.modelAnswer {
            lines.append("Model answer: " + (preferences.explanationDepth == .concise ? shorten(model) : model))
        }
        if preferences.explanationDepth != .concise, question.explanation != question.modelAnswer {
            lines.append(question.explanation)
        }
        return lines.map { .prose($0) }
    }

    /// Concise depth keeps the first sentence only.
    func shorten(_ text: String) -> String {
        guard preferences.explanationDepth == .concise else { return text }
        return Self.firstSentence(of: text)
    }

    static func firstSentence(of text: String) -> String {
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            let next = text.index(after: index)
            if ".!?".contains(character), next == text.endIndex || text[next] == " ", previous != "." {
                return String(text[...index])
            }
            previous = character
        }
        return text
    }

    // MARK: At the end

    package func summary(_ outcome: QuizOutcome, questions: [QuizQuestion], record: QuizRecord?) -> [QuizLine] {
        var lines: [QuizLine] = []
        if preferences.feedbackStyle == .summary {
            for question in questions {
                guard let result = outcome.results.first(where: { $0.questionID == question.id }) else { continue }
                lines.append(.prose("— \(question.id): " + question.prompt))
                lines += review(result, of: question, everyChoice: false).map { $0.indented(by: 2) }
            }
            lines.append(.blank)
        }
        let marks = outcome.results.map { result -> String in
            switch result.status {
            case .correct: "✔"
            case .partial: "◐"
            case .incorrect: "✘"
            case .skipped: "·"
            }
        }.joined(separator: " ")
        lines.append(.prose("Per question: \(marks)"))
        var score = "Score: \(outcome.percent)% (\(outcome.correctCount) of \(outcome.total) fully right; pass mark \(Int((outcome.passScore * 100).rounded()))%)."
        if let record {
            score += " Attempt \(record.attempts), best \(Int((record.bestScore * 100).rounded()))%."
        }
        lines.append(.prose(score))
        lines.append(.prose(closing(outcome)))
        return lines
    }

    func closing(_ outcome: QuizOutcome) -> String {
        switch (preferences.tone, outcome.passed) {
        case (.objective, true): return "Passed."
        case (.objective, false): return "Not passed yet. Review the questions marked ✘ and take the quiz again."
        case (.encouraging, true): return "You passed. That is solid understanding, and the next section builds right on it."
        case (.encouraging, false): return "Not there yet, and that's completely normal. Reread the parts behind the ✘ marks and try again; you will see the difference."
        case (.humorous, true): return "Passed. Plant the flag; the next camp is waiting."
        case (.humorous, false): return "Not passed. The mountain is patient, and so is the quiz: try again after a reread."
        }
    }
}
