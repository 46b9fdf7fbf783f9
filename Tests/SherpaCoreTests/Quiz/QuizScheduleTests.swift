import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("quiz_frequency decides when sherpa proposes a quiz")
struct QuizScheduleTests {
    let sections: [CatalogSection]

    init() throws {
        sections = try Workspace.locate(from: SherpaProcess.repositoryRoot).catalog.sections
    }

    func progress(completed: [Int], quizzed: [String] = []) -> LearnerProgress {
        var progress = LearnerProgress(route: "ios-app-patterns")
        for number in completed { progress[section: "section-\(number)"].completedAt = Date(timeIntervalSince1970: 0) }
        for id in quizzed { progress[section: id].quiz = QuizRecord(attempts: 1, bestScore: 1, lastScore: 1, lastAt: Date(), lastAnswers: [:]) }
        return progress
    }

    @Test("after_each_section proposes the quiz of a finished section at once")
    func afterEachSection() {
        let proposal = QuizSchedule.proposal(sections: sections, progress: progress(completed: [1]), frequency: .afterEachSection)
        #expect(proposal?.quiz == "section-1")
    }

    @Test("after_major_topics waits until every section of the topic is finished")
    func afterMajorTopics() {
        let early = QuizSchedule.proposal(sections: sections, progress: progress(completed: [1]), frequency: .afterMajorTopics)
        let done = QuizSchedule.proposal(sections: sections, progress: progress(completed: [1, 2], quizzed: ["section-1"]), frequency: .afterMajorTopics)
        #expect(early == nil)
        #expect(done?.quiz == "section-2")
    }

    @Test("end_of_route proposes only the route-end quiz, once every section is finished")
    func endOfRoute() {
        let midway = QuizSchedule.proposal(sections: sections, progress: progress(completed: [1, 2, 3]), frequency: .endOfRoute)
        let finished = QuizSchedule.proposal(sections: sections, progress: progress(completed: Array(1...8)), frequency: .endOfRoute)
        #expect(midway == nil)
        #expect(finished?.quiz == QuizBank.routeEndID)
    }

    @Test("A quiz taken but below its pass mark is proposed again, and the reason says so")
    func failedQuizIsDueAgain() {
        var failed = progress(completed: [1])
        failed[section: "section-1"].quiz = QuizRecord(attempts: 1, bestScore: 0.25, lastScore: 0.25, lastAt: Date(), lastAnswers: [:], passed: false)
        let proposal = QuizSchedule.proposal(sections: sections, progress: failed, frequency: .afterEachSection)
        #expect(proposal?.quiz == "section-1")
        #expect(proposal?.reason.contains("best score on section 1's quiz so far is 25%, below its pass mark") == true)
    }

    @Test("Nothing is proposed when every due quiz has been taken")
    func nothingDue() {
        let proposal = QuizSchedule.proposal(sections: sections, progress: progress(completed: [1], quizzed: ["section-1"]), frequency: .afterEachSection)
        #expect(proposal == nil)
    }
}
