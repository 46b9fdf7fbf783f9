import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

/// The quiz over MCP: one question a call, no key before the answer, recorded like `sherpa quiz`.
@Suite("sherpa's MCP quiz tool")
struct SherpaMCPQuizToolTests {
    static func call(_ arguments: [String: JSONValue], in course: QuizCourse) throws -> MCPToolResult {
        let tools = ToolEnvironment(processes: NothingRuns(), now: { Date(timeIntervalSince1970: 1_800_000_000) }, environment: [:], swift: "swift", standardError: { _ in })
        let catalogue = SherpaMCPCatalogue(workspace: try course.workspace, tools: tools).catalogue
        let tool = try #require(catalogue.tools.first { $0.name == "sherpa_quiz" })
        return try tool.run(arguments, MCPToolCall())
    }

    @Test("The question comes without its key, its explanation or the choices' reasons")
    func questionHasNoKey() throws {
        let course = try QuizCourse()
        let result = try Self.call(["section": "1"], in: course)
        let question = try #require(result.structured?["question"])
        #expect(question["id"] == "q-network")
        #expect(question["choices"] == ["In the view", "In a repository", "In the model"])
        let text = try question.line()
        #expect(!text.contains("repository owns data access"))
        #expect(!text.contains("correct"))
        #expect(result.structured?["answered"] == .null)
    }

    @Test("An answer is scored with the explanation, and the next question follows")
    func answerIsScored() throws {
        let course = try QuizCourse()
        _ = try Self.call(["section": "1"], in: course)
        let result = try Self.call(["section": "1", "answer": "2"], in: course)
        let answered = try #require(result.structured?["answered"])
        #expect(answered["status"] == "correct")
        #expect(answered["correctChoice"] == 2)
        #expect(answered["why"] == "The repository owns data access.")
        #expect(result.structured?["question"]?["id"] == "q-filter")
    }

    @Test("A choice that does not exist is not counted, and the same question waits")
    func invalidChoice() throws {
        let course = try QuizCourse()
        _ = try Self.call(["section": "1"], in: course)
        let result = try Self.call(["section": "1", "answer": "9"], in: course)
        #expect(result.structured?["answered"] == .null)
        #expect(result.structured?["note"]?.stringValue?.contains("not one of the choices") == true)
        #expect(result.structured?["question"]?["id"] == "q-network")
    }

    @Test("After the last answer the attempt is scored and recorded like `sherpa quiz`")
    func finishedAttemptIsRecorded() throws {
        let course = try QuizCourse()
        var result = try Self.call(["section": "1"], in: course)
        for answer in QuizSamples.rightAnswers {
            result = try Self.call(["section": "1", "answer": .string(answer)], in: course)
        }
        #expect(result.structured?["state"] == "finished")
        #expect(result.structured?["outcome"]?["passed"] == true)
        let record = try #require(course.store.load()[section: "section-1"].quiz)
        #expect(record.attempts == 1)
        #expect(QuizDraftStore(store: course.store).load("section-1") == nil)
    }

    @Test("An answer with no attempt open is refused with a sentence")
    func answerWithoutQuestion() throws {
        let course = try QuizCourse()
        #expect(throws: MCPError.quizOver(quiz: "section-1")) {
            try Self.call(["section": "1", "answer": "2"], in: course)
        }
    }
}
