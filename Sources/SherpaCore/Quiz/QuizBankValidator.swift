import Foundation

/// Checks a quiz bank: format, unique ids, one right choice per choice question, an
/// explanation for every wrong choice, indicators for written answers, every question tied to
/// a checkpoint item, every item covered, and every item of the guide's checkpoint list matched.
/// Each problem is one sentence naming the file.
package struct QuizBankValidator {
    /// A section bank needs at least this many questions.
    static let minimumSectionQuestions = 6

    package var path: String
    /// The `quiz` id the bank must carry.
    var expectedQuiz: String
    var minimumQuestions: Int
    /// The guide page's checkpoint items, when the section has a guide page with a list.
    var guideItems: [String]?

    package init(path: String, expectedQuiz: String, minimumQuestions: Int = QuizBankValidator.minimumSectionQuestions, guideItems: [String]? = nil) {
        self.path = path
        self.expectedQuiz = expectedQuiz
        self.minimumQuestions = minimumQuestions
        self.guideItems = guideItems
    }

    /// Problems of a section's bank, or of the route-end bank when `section` is nil.
    package static func problems(for section: CatalogSection?, in workspace: Workspace) -> [String] {
        let path = section?.quiz ?? QuizBank.routeEndPath
        var guideItems: [String]?
        if let section, let text = try? String(contentsOf: workspace.url(section.guide), encoding: .utf8) {
            guideItems = GuideCheckpoints.items(inMarkdown: text)
        }
        let validator = QuizBankValidator(
            path: path,
            expectedQuiz: section?.id ?? QuizBank.routeEndID,
            minimumQuestions: minimumSectionQuestions,
            guideItems: guideItems
        )
        do {
            let bank = try QuizBank.load(from: workspace.url(path), displayPath: path)
            return validator.problems(in: bank)
        } catch {
            return [error.localizedDescription]
        }
    }

    package func problems(in bank: QuizBank) -> [String] {
        var problems: [String] = []
        func add(_ text: String) { problems.append("\(path): \(text)") }

        if bank.quiz != expectedQuiz { add("\"quiz\" is \"\(bank.quiz)\" but this file belongs to \(expectedQuiz).") }
        if bank.title.trimmingCharacters(in: .whitespaces).isEmpty { add("\"title\" is empty.") }
        if let pass = bank.passScore, !(pass > 0 && pass <= 1) { add("\"passScore\" is \(pass); use a share between 0 and 1, such as 0.7.") }

        let checkpointIDs = bank.checkpoints.map(\.id)
        if bank.checkpoints.isEmpty { add("lists no checkpoint items.") }
        for id in duplicates(checkpointIDs) { add("the checkpoint id \"\(id)\" is used twice.") }
        for item in bank.checkpoints where item.text.trimmingCharacters(in: .whitespaces).isEmpty {
            add("checkpoint \"\(item.id)\" has no text.")
        }

        if bank.questions.count < minimumQuestions {
            add("has \(bank.questions.count) questions; a checkpoint quiz needs at least \(minimumQuestions).")
        }
        for id in duplicates(bank.questions.map(\.id)) { add("the question id \"\(id)\" is used twice.") }
        for question in bank.questions {
            problems += questionProblems(question, checkpoints: Set(checkpointIDs)).map { "\(path): question \"\(question.id)\" \($0)" }
        }

        let covered = Set(bank.questions.flatMap(\.covers))
        for item in bank.checkpoints where !covered.contains(item.id) {
            add("no question covers checkpoint \"\(item.id)\" (\(item.text)).")
        }
        if !bank.questions.isEmpty {
            if !bank.questions.contains(where: \.isChoice) {
                add("has no choice questions, so `quiz_type: multiple_choice` would have nothing to ask.")
            }
            if !bank.questions.contains(where: { !$0.isChoice }) {
                add("has no written-answer questions, so `quiz_type: explanation` would have nothing to ask.")
            }
        }

        if let guideItems {
            let phrases = bank.checkpoints.compactMap { item in item.guide.map { (item.id, GuideCheckpoints.normalized($0)) } }
            for item in guideItems {
                let text = GuideCheckpoints.normalized(item)
                if !phrases.contains(where: { text.contains($0.1) }) {
                    add("the guide's checkpoint item \"\(item)\" is not matched by any checkpoint's \"guide\" phrase, so no question is known to cover it.")
                }
            }
            for (id, phrase) in phrases where !guideItems.contains(where: { GuideCheckpoints.normalized($0).contains(phrase) }) {
                add("checkpoint \"\(id)\" names the guide phrase \"\(phrase)\", which no item of the guide's checkpoint list contains.")
            }
        }
        return problems
    }

    private func questionProblems(_ question: QuizQuestion, checkpoints: Set<String>) -> [String] {
        var problems: [String] = []
        if question.id.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("has an empty id.") }
        if question.prompt.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("has an empty prompt.") }
        if question.explanation.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("has an empty explanation.") }
        if question.covers.isEmpty { problems.append("is not tied to any checkpoint item (\"covers\" is empty).") }
        for id in question.covers where !checkpoints.contains(id) {
            problems.append("covers \"\(id)\", which is not a checkpoint id of this bank.")
        }
        if question.kind == .codeReview, (question.code ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append("is a code review without \"code\".")
        }
        let choices = question.choices ?? []
        switch question.kind {
        case .multipleChoice:
            if choices.isEmpty { problems.append("is multiple choice but has no \"choices\".") }
        case .design, .explanation:
            if question.choices != nil { problems.append("is a \(question.kind.label) question, which is answered in writing; remove \"choices\".") }
        case .codeReview:
            break
        }
        if !choices.isEmpty {
            if choices.count < 2 { problems.append("needs at least two choices.") }
            let right = choices.filter(\.isCorrect).count
            if right != 1 { problems.append("has \(right) correct choices; exactly one must be marked \"correct\": true.") }
            for (index, choice) in choices.enumerated() {
                if choice.text.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("has an empty choice \(index + 1).") }
                if !choice.isCorrect, (choice.why ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                    problems.append("does not say why choice \(index + 1) is wrong (\"why\").")
                }
                if choice.isCorrect, choice.misconception == true {
                    problems.append("marks its correct choice as a misconception.")
                }
            }
            for text in duplicates(choices.map(\.text)) { problems.append("offers the choice \"\(text)\" twice.") }
            if question.indicators != nil || question.modelAnswer != nil {
                problems.append("has both choices and a written-answer key; use one or the other.")
            }
        } else if question.kind != .multipleChoice {
            let indicators = question.indicators ?? []
            if (question.modelAnswer ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("is answered in writing but has no \"modelAnswer\".")
            }
            if indicators.isEmpty { problems.append("is answered in writing but has no \"indicators\" to score against.") }
            for indicator in indicators {
                if (indicator.spellings + indicator.about + (indicator.links ?? [])).contains(where: { KeywordScorer.words($0, keepStars: true).isEmpty }) {
                    problems.append("has an indicator \"\(indicator.term)\" with an empty spelling.")
                }
                if indicator.about.isEmpty {
                    problems.append("has an indicator \"\(indicator.term)\" that is not said about anything (\"about\" is empty).")
                }
                if let links = indicator.links, links.isEmpty || links.contains(where: { KeywordScorer.words($0).allSatisfy(Self.listWords.contains) }) {
                    problems.append("has an indicator \"\(indicator.term)\" whose \"links\" are empty or only join words (and, or, because…), which a bare list of terms also has.")
                }
            }
            // A list of the rubric's own words relates nothing, so it must earn nothing.
            let list = indicators.flatMap { $0.spellings + $0.about }
            for separator in [" ", " and ", " because "] {
                let listed = KeywordScorer.score(list.joined(separator: separator), indicators: indicators, required: question.requiredIndicators).covered
                if !listed.isEmpty {
                    problems.append("gives credit to a bare list of its rubric's words (\(listed.map(\.term).joined(separator: ", "))); link words must not be spellings.")
                    break
                }
            }
            if let required = question.required, !(1...max(indicators.count, 1)).contains(required) {
                problems.append("requires \(required) indicators but lists \(indicators.count).")
            }
            if let model = question.modelAnswer, !indicators.isEmpty {
                let score = KeywordScorer.score(model, indicators: indicators, required: question.requiredIndicators)
                if !score.isCorrect {
                    problems.append("has a model answer that would not pass its own keyword check (missing: \(score.missed.map(\.term).joined(separator: ", "))).")
                }
            }
            // An indicator the prompt already contains is credit for copying the question back.
            let echoed = KeywordScorer.score(question.prompt, indicators: indicators, required: question.requiredIndicators).covered
            if !echoed.isEmpty {
                problems.append("has indicators that its own prompt already contains (\(echoed.map(\.term).joined(separator: ", "))), so an answer that repeats the question would earn them.")
            }
        }
        return problems
    }

    /// Words that join a list without stating anything, so they cannot be an indicator's only link.
    static let listWords: Set<String> = ["and", "or", "but", "because", "so", "then", "also", "plus", "the", "a", "an"]

    private func duplicates(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for value in values where !seen.insert(value).inserted && !repeated.contains(value) { repeated.append(value) }
        return repeated
    }
}

/// Reads the checkpoint list of a guide page: the `- [ ]` items under a `## Checkpoint` heading.
package enum GuideCheckpoints {
    package static func items(inMarkdown text: String) -> [String]? {
        var items: [String] = []
        var inside = false
        var found = false
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                inside = line.lowercased().contains("checkpoint")
                found = found || inside
                continue
            }
            if line.hasPrefix("# ") { inside = false }
            guard inside else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let range = trimmed.range(of: #"^[-*] \[[ xX]\] "#, options: .regularExpression) {
                items.append(String(trimmed[range.upperBound...]))
            } else if !trimmed.isEmpty, line.first == " ", !items.isEmpty {
                items[items.count - 1] += " " + trimmed
            }
        }
        return found ? items : nil
    }

    /// Lower case, single spaces, no Markdown code marks, so a phrase survives re-wrapping.
    static func normalized(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "`", with: "")
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
