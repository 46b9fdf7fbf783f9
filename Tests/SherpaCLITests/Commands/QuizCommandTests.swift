import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa quiz, scripted and at a terminal")
struct QuizCommandTests {
    @Test("--answers FILE runs the whole quiz, prints the score and exits 0 on a pass")
    func answersFile() throws {
        let course = try QuizCourse()
        try course.folder.write(QuizSamples.rightAnswers.joined(separator: "\n") + "\n", to: "answers.txt")
        let code = course.run(["quiz", "section-1", "--answers", "answers.txt"])
        #expect(code == ExitCode.success)
        #expect(course.output.stdout.contains("Question 6 of 6"))
        #expect(course.output.stdout.contains("Score: 100%"))
        #expect(course.output.stdout.contains("Passed."))
    }

    @Test("An attempt below the pass mark is recorded as not passed")
    func failingAttemptIsNotPassed() throws {
        let course = try QuizCourse()
        _ = course.run(["quiz", "1"], lines: ["1", "2", "1", "no idea", "no idea", "no idea"])
        let record = try #require(course.store.load()[section: "section-1"].quiz)
        #expect(record.passed == false)
    }

    @Test("The result goes to .sessions: score, per question, attempt count and best score")
    func recordsProgress() throws {
        let course = try QuizCourse()
        _ = course.run(["quiz", "1"], lines: QuizSamples.rightAnswers)
        _ = course.run(["quiz", "1"], lines: ["1", "2", "1", "no idea", "no idea", "no idea"])
        let record = try #require(course.store.load()[section: "section-1"].quiz)
        #expect(record.attempts == 2)
        #expect(record.bestScore == 1)
        #expect(record.lastScore == 0)
        #expect(record.passed == true, "a later failing attempt does not undo a pass")
        #expect(record.lastAnswers["q-network"] == false)
        #expect(record.lastAnswers.count == 6)
        let summaries = course.store.load().activity.filter { $0.kind == .quiz }.map(\.summary)
        #expect(summaries.count == 2)
        #expect(summaries[1].contains("attempt 2, best 100%"))
    }

    @Test("Piped input works like typing: a typo is refused and the next line answers")
    func pipedTypo() throws {
        let course = try QuizCourse()
        let code = course.run(["quiz", "section-1"], lines: ["9"] + QuizSamples.rightAnswers)
        #expect(code == ExitCode.success)
        #expect(course.output.stdout.contains("\"9\" is not one of the choices"))
        #expect(course.output.stdout.contains("Score: 100%"))
    }

    @Test("--json prints only a machine-readable result with every question")
    func json() throws {
        let course = try QuizCourse()
        let code = course.run(["quiz", "section-1", "--json"], lines: ["2", "2", "3", "a test passes a fake", "the view model calls the repository and the view owns the view model", "the view"])
        #expect(code == ExitCode.failure)
        struct Result: Decodable {
            struct Question: Decodable { var id: String; var status: String; var missed: [String]? }
            var status: String
            var score: Double
            var attempts: Int?
            var bestScore: Double?
            var scoring: String
            var questions: [Question]
        }
        let result = try JSONDecoder().decode(Result.self, from: Data(course.output.stdout.utf8))
        #expect(result.status == "failed")
        #expect(result.attempts == 1)
        #expect(result.questions.map(\.status) == ["correct", "incorrect", "correct", "partial", "correct", "incorrect"])
        #expect(result.questions[3].missed == ["protocol"])
        #expect(result.scoring.contains("keyword check"))
    }

    @Test("When scripted answers run out the attempt is not scored and the exit code is 1")
    func answersRunOut() throws {
        let course = try QuizCourse()
        let code = course.run(["quiz", "section-1"], lines: ["2", "1"])
        #expect(code == ExitCode.failure)
        #expect(course.output.stderr.contains("ran out after 2 of 6"))
        #expect(course.store.load()[section: "section-1"].quiz == nil)
    }

    @Test("At a terminal, q stops safely: answers are kept and the next run resumes after them")
    func quitAndResume() throws {
        let course = try QuizCourse()
        #expect(course.run(["quiz", "section-1"], lines: ["2", "1", "q"], terminal: true) == ExitCode.success)
        #expect(course.output.stdout.contains("Stopped after 2 of 6 questions"))
        #expect(course.store.load()[section: "section-1"].quiz == nil)
        let draft = try #require(QuizDraftStore(store: course.store).load("section-1"))
        #expect(draft.entries.map(\.input) == ["2", "1"])

        let code = course.run(["quiz", "section-1"], lines: ["", "3", "a fake that conforms to the protocol", "the view model calls the repository and the view owns the view model", "line 1 belongs in the repository"], terminal: true)
        #expect(code == ExitCode.success)
        #expect(course.output.stdout.contains("You stopped this quiz after 2 of 6 questions."))
        #expect(course.output.stdout.contains("Score: 100%"))
        #expect(QuizDraftStore(store: course.store).load("section-1") == nil)
    }

    @Test("Answering n to the resume question starts over")
    func declineResume() throws {
        let course = try QuizCourse()
        _ = course.run(["quiz", "section-1"], lines: ["1", "q"], terminal: true)
        _ = course.run(["quiz", "section-1"], lines: ["n"] + QuizSamples.rightAnswers, terminal: true)
        #expect(course.store.load()[section: "section-1"].quiz?.lastAnswers["q-network"] == true)
    }

    @Test("quiz_type from .sherpa-config.yml picks the kinds asked")
    func quizTypeFromConfig() throws {
        let course = try QuizCourse(config: "quiz_type: multiple_choice\n")
        let code = course.run(["quiz", "section-1"], lines: ["2", "1", "3"])
        #expect(code == ExitCode.success)
        #expect(course.output.stdout.contains("Question 3 of 3"))
        #expect(course.store.load()[section: "section-1"].quiz?.lastAnswers.count == 3)
    }

    @Test("feedback_style summary from the config file holds verdicts back until the end")
    func summaryStyleFromConfig() throws {
        let course = try QuizCourse(config: "feedback_style: summary\n")
        _ = course.run(["quiz", "section-1"], lines: QuizSamples.rightAnswers)
        let out = course.output.stdout
        let firstVerdict = try #require(out.range(of: "Correct."))
        let lastQuestion = try #require(out.range(of: "Question 6 of 6"))
        #expect(firstVerdict.lowerBound > lastQuestion.lowerBound)
        #expect(out.contains("Answer recorded; feedback comes at the end."))
    }

    @Test("A bad config value is a warning naming the line; the quiz still runs on defaults")
    func badConfigWarns() throws {
        let course = try QuizCourse(config: "tone: loud\n")
        let code = course.run(["quiz", "section-1"], lines: QuizSamples.rightAnswers)
        #expect(code == ExitCode.success)
        #expect(course.output.stderr.contains("warning: .sherpa-config.yml line 1"))
        #expect(course.output.stderr.contains("objective, encouraging, humorous"))
    }

    @Test("The route-end quiz is addressed as route-end")
    func routeEnd() throws {
        let course = try QuizCourse()
        let code = course.run(["quiz", "route-end"], lines: QuizSamples.rightAnswers)
        #expect(code == ExitCode.success)
        #expect(course.store.load()[section: QuizBank.routeEndID].quiz?.attempts == 1)
    }

    @Test("An unknown section is a usage error")
    func unknownSection() throws {
        let course = try QuizCourse()
        #expect(course.run(["quiz", "section-9"]) == ExitCode.usage)
    }

    @Test("Without a section, the quiz that quiz_frequency proposes is taken")
    func proposedQuiz() throws {
        let course = try QuizCourse()
        try course.store.update { $0[section: "section-1"].completedAt = Date(timeIntervalSince1970: 0) }
        let code = course.run(["quiz"], lines: QuizSamples.rightAnswers)
        #expect(code == ExitCode.success)
        #expect(course.store.load()[section: "section-1"].quiz != nil)
    }

    @Test("The built sherpa runs a scripted quiz end to end")
    func builtExecutable() async throws {
        let course = try QuizCourse()
        try course.folder.write(QuizSamples.rightAnswers.joined(separator: "\n"), to: "answers.txt")
        let result = try await SherpaProcess.run(["quiz", "section-1", "--answers", "answers.txt", "--json"], in: course.root, timeout: 60)
        #expect(result.exitCode == 0, "sherpa quiz failed:\n\(result.output)")
        #expect(result.stdout.contains("\"status\" : \"passed\""))
        let progress = try String(contentsOf: course.root.appendingPathComponent(".sessions/quiz-course/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"bestScore\" : 1"))
    }
}
