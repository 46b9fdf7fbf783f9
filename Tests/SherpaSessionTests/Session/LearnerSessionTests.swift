import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
import SherpaTestSupport

/// A learner action through the session: done, recorded and followed by the session log, or,
/// when the save fails, still done, with the reason returned beside its result.
@Suite("The learner's session")
struct LearnerSessionTests {
    @Test("A hint is counted in progress.json and the session log is rewritten after it")
    func hintIsRecordedAndLogged() throws {
        let course = try JourneyWorkspace()
        let given = try course.session.hint(course.section(1))
        #expect(given.unsaved == nil)
        #expect(given.value.pick == .general(number: 1, total: 3, text: JourneyWorkspace.generalHints[0]))
        #expect(course.progress()[section: "section-1"].hintsUsed == 1)
        #expect(try course.read(".sessions/index.md").contains("section-1"))
    }

    @Test("The solution stays closed before the learner's check passes, and nothing is noted")
    func closedSolutionNotesNothing() throws {
        let course = try JourneyWorkspace()
        #expect(try course.session.compareWithSolution(course.section(1), context: 3) == nil)
        #expect(course.progress().activity.isEmpty)
        #expect(!course.exists(".sessions/index.md"))
    }

    @Test("A comparison after a pass is noted, and the session log follows it")
    func comparisonIsNotedAndLogged() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        let compared = try #require(try course.session.compareWithSolution(course.section(1), context: 3))
        #expect(compared.unsaved == nil)
        #expect(compared.value.contains(.onlySolution("Book.swift", lines: ["struct Book {}"])))
        #expect(course.progress().activity.last?.kind == .diff)
        #expect(try course.read(".sessions/index.md").contains("1 diff"))
    }

    @Test("A save that fails returns the action's result with the reason, and writes no log")
    func failedSaveIsReturned() throws {
        let course = try JourneyWorkspace()
        // A file where the sessions folder should be: nothing can be saved under it.
        try course.folder.write("not a folder", to: ".sessions")
        let given = try course.session.hint(course.section(1))
        #expect(given.unsaved != nil)
        #expect(given.value.pick == .general(number: 1, total: 3, text: JourneyWorkspace.generalHints[0]))
        #expect(throws: (any Error).self) { try given.get() }
    }

    @Test("An answer with no question waiting is refused, and no attempt starts")
    func answerWithoutQuestion() throws {
        let course = try QuizCourse()
        let session = LearnerSession(workspace: try course.workspace, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        #expect(throws: QuizTurnError.noQuestionWaiting(quiz: "section-1")) { try session.takeQuizTurn("1", answer: "2", restart: false) }
        #expect(course.store.load().activity.isEmpty)
    }
}
