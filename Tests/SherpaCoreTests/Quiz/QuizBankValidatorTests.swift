import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Quiz bank validation")
struct QuizBankValidatorTests {
    let validator = QuizBankValidator(path: "sherpa/quizzes/section-1.json", expectedQuiz: "section-1")

    func problems(_ change: (inout QuizBank) -> Void) -> [String] {
        var bank = QuizSamples.sampleBank()
        change(&bank)
        return validator.problems(in: bank)
    }

    @Test("A well-formed bank has no problems")
    func goodBank() {
        #expect(problems { _ in } == [])
    }

    @Test("A question id used twice is reported")
    func duplicateIDs() {
        let found = problems { $0.questions[1].id = $0.questions[0].id }
        #expect(found == ["sherpa/quizzes/section-1.json: the question id \"q-network\" is used twice."])
    }

    @Test("A choice question with two correct choices is reported")
    func twoCorrect() {
        let found = problems { $0.questions[0].choices?[0].correct = true }
        #expect(found.contains { $0.contains("q-network") && $0.contains("2 correct choices") })
    }

    @Test("A choice question with no correct choice is reported")
    func noCorrect() {
        let found = problems { $0.questions[1].choices?[0].correct = nil }
        #expect(found.contains { $0.contains("q-filter") && $0.contains("0 correct choices") })
    }

    @Test("A wrong choice must say why it is wrong")
    func distractorNeedsWhy() {
        let found = problems { $0.questions[1].choices?[1].why = nil }
        #expect(found == ["sherpa/quizzes/section-1.json: question \"q-filter\" does not say why choice 2 is wrong (\"why\")."])
    }

    @Test("A question that covers no checkpoint item, or an unknown one, is reported")
    func checkpointTies() {
        let found = problems {
            $0.questions[0].covers = []
            $0.questions[1].covers = ["nowhere"]
        }
        #expect(found.contains { $0.contains("q-network") && $0.contains("not tied to any checkpoint") })
        #expect(found.contains { $0.contains("q-filter") && $0.contains("\"nowhere\"") })
    }

    @Test("A checkpoint item with no question is reported")
    func uncoveredCheckpoint() {
        let found = problems { $0.checkpoints.append(QuizCheckpoint(id: "orphan", text: "Something untested.")) }
        #expect(found == ["sherpa/quizzes/section-1.json: no question covers checkpoint \"orphan\" (Something untested.)."])
    }

    @Test("A section bank needs at least six questions")
    func tooFewQuestions() {
        let found = problems { $0.questions.removeLast() }
        #expect(found.contains { $0.contains("has 5 questions") && $0.contains("at least 6") })
    }

    @Test("A written question needs indicators and a model answer that passes its own check")
    func writtenAnswerKey() {
        let noIndicators = problems { $0.questions[3].indicators = [] }
        let weakModel = problems { $0.questions[3].modelAnswer = "Because it is nicer." }
        #expect(noIndicators.contains { $0.contains("no \"indicators\"") })
        #expect(weakModel.contains { $0.contains("would not pass its own keyword check") && $0.contains("fake, protocol") })
    }

    @Test("A code review without code, and a design question with choices, are reported")
    func kindShapes() {
        let found = problems {
            $0.questions[2].code = nil
            $0.questions[4].choices = [QuizChoice(text: "a", correct: true)]
        }
        #expect(found.contains { $0.contains("q-review") && $0.contains("without \"code\"") })
        #expect(found.contains { $0.contains("q-design") && $0.contains("remove \"choices\"") })
    }

    @Test("A bank with only choice questions cannot serve quiz_type explanation")
    func needsBothKinds() {
        let found = problems { bank in bank.questions = bank.questions.filter(\.isChoice) + bank.questions.filter(\.isChoice).map { q in var q = q; q.id += "-copy"; return q } }
        #expect(found.contains { $0.contains("quiz_type: explanation") })
    }

    @Test("Every item of the guide's checkpoint list must be matched by a checkpoint's guide phrase")
    func guideCrossCheck() {
        var bank = QuizSamples.sampleBank()
        bank.checkpoints[0].guide = "name the layers"
        bank.checkpoints[1].guide = "why layers help"
        let guide = """
            # Section 1

            ## Checkpoint

            - [ ] name the layers of
                  a screen;
            - [ ] explain why layers help testing;
            - [ ] draw a diagram.

            ## Next
            - [ ] not a checkpoint item
            """
        let items = GuideCheckpoints.items(inMarkdown: guide)
        #expect(items == ["name the layers of a screen;", "explain why layers help testing;", "draw a diagram."])
        let checker = QuizBankValidator(path: "b.json", expectedQuiz: "section-1", guideItems: items)
        #expect(checker.problems(in: bank) == ["b.json: the guide's checkpoint item \"draw a diagram.\" is not matched by any checkpoint's \"guide\" phrase, so no question is known to cover it."])
    }

    @Test("A bank that is not JSON, has a wrong field type, or a newer format names the file and the field")
    func unreadableBanks() throws {
        let folder = try TemporaryFolder()
        try folder.write("{ nope", to: "a.json")
        try folder.write(#"{"formatVersion": 2, "quiz": "section-1", "title": "t", "checkpoints": [], "questions": [{"id": "x", "kind": "essay"}]}"#, to: "b.json")
        try folder.write(#"{"formatVersion": 9}"#, to: "c.json")
        #expect(throws: QuizBankError.unreadable(path: "a.json", reason: "the file is not valid JSON")) {
            try QuizBank.load(from: folder.url.appendingPathComponent("a.json"), displayPath: "a.json")
        }
        do {
            _ = try QuizBank.load(from: folder.url.appendingPathComponent("b.json"), displayPath: "b.json")
            Issue.record("an unknown question kind must not load")
        } catch {
            #expect(error.localizedDescription.contains("questions[0].kind"))
            #expect(error.localizedDescription.contains("multiple_choice, code_review, design, explanation"))
        }
        #expect(throws: QuizBankError.unsupportedFormat(path: "c.json", found: 9)) {
            try QuizBank.load(from: folder.url.appendingPathComponent("c.json"), displayPath: "c.json")
        }
    }
}

/// The banks that ship with the course, checked the way `sherpa verify` checks them.
@Suite("The shipped quiz banks")
struct ShippedQuizBankTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace.locate(from: SherpaProcess.repositoryRoot)
    }

    @Test("Every section's bank and the route-end bank pass validation, guide cross-check included")
    func allBanksValid() {
        var problems: [String] = []
        for section in workspace.catalog.sections {
            problems += QuizBankValidator.problems(for: section, in: workspace)
        }
        problems += QuizBankValidator.problems(for: nil, in: workspace)
        #expect(problems == [])
    }

    @Test("Question ids are unique across all banks")
    func idsUniqueAcrossBanks() throws {
        var ids: [String] = []
        for path in workspace.catalog.sections.map(\.quiz) + [QuizBank.routeEndPath] {
            ids += try QuizBank.load(from: workspace.url(path)).questions.map(\.id)
        }
        #expect(Set(ids).count == ids.count)
    }

    @Test("Every section bank has at least six questions and asks all four kinds")
    func mixOfKinds() throws {
        for section in workspace.catalog.sections {
            let bank = try QuizBank.load(from: workspace.url(section.quiz))
            let kinds = Set(bank.questions.map(\.kind))
            #expect(bank.questions.count >= 6, "\(section.id) has too few questions")
            #expect(kinds.contains(.multipleChoice), "\(section.id) has no multiple-choice question")
            #expect(kinds == Set(QuizQuestion.Kind.allCases), "\(section.id) should ask every kind: multiple choice, code review, design and explanation")
        }
    }

    @Test("Answering every shipped question with its own key scores 100%")
    func keysScoreFull() throws {
        for path in workspace.catalog.sections.map(\.quiz) + [QuizBank.routeEndPath] {
            let bank = try QuizBank.load(from: workspace.url(path))
            var session = QuizSession(bank: bank, preferences: .defaults)
            while let question = session.current {
                _ = session.submit(question.correctChoiceNumber.map(String.init) ?? question.modelAnswer ?? "")
            }
            #expect(session.outcome.score == 1, "\(path) does not score its own answer key fully")
        }
    }
}
