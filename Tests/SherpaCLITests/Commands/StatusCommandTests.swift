import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa status and the next step")
struct JourneyStatusCommandTests {
    func line(_ run: JourneyRun, section number: Int) -> String {
        run.stdout.split(separator: "\n").first { $0.contains(" \(number). Topic \(number)") }.map(String.init) ?? ""
    }

    /// When a check at `date` ran, as the status line says it in this machine's time zone.
    func when(_ date: Date) -> String {
        let clock = SessionClock(timeZone: .current)
        return "(\(clock.day(date)) \(clock.time(date)))"
    }

    @Test("sherpa with no arguments shows the status")
    func noArguments() throws {
        let course = try JourneyWorkspace()
        let run = course.run([])
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("Tiny Route"))
    }

    @Test("The status counts the sections done out of the whole route")
    func overallProgress() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        try course.recordCheck(2, passed: true)
        try course.recordCheck(3, passed: false, failing: ["Loading clears the spinner"])
        let run = course.run([])
        #expect(run.stdout.split(separator: "\n").dropFirst().first == "Progress: 2 of 5 sections done")
    }

    @Test("A fresh learner sees every section not started and is told to read the first guide page")
    func fresh() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["status"])
        for number in 1...4 { #expect(line(run, section: number).hasSuffix("not started")) }
        #expect(line(run, section: 5).hasSuffix("being written"))
        #expect(run.stdout.contains("Next: read the guide for section 1, Topic 1: `swift run sherpa guide section-1`."))
    }

    @Test("With an empty .sessions folder, the one next step leads to section 1")
    func emptySessionsLeadToSectionOne() throws {
        let course = try JourneyWorkspace()
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent(".sessions"), withIntermediateDirectories: true)
        let run = course.run(["next"], width: 200)
        #expect(run.stdout.hasPrefix("Next: read the guide for section 1, Topic 1: `swift run sherpa guide section-1`."))
    }

    @Test("Checking a later section's reference solution does not move the next step away from section 1")
    func solutionCheckDoesNotLeadAway() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(2, passed: true, variant: .solution)
        let run = course.run(["next"], width: 200)
        #expect(run.stdout.hasPrefix("Next: read the guide for section 1, Topic 1: `swift run sherpa guide section-1`."))
    }

    @Test("After the guide page, the next step is the exercise and its check")
    func afterGuide() throws {
        let course = try JourneyWorkspace()
        course.run(["guide", "1"])
        let run = course.run(["status"], width: 200)
        #expect(line(run, section: 1).hasSuffix("not started · guide read"))
        #expect(run.stdout.contains("Next: follow the `// TODO:` notes in Exercises/Section1-Topic1/ and run `swift run sherpa check section-1`"))
    }

    @Test("Reading a later section's page does not move the next step away from the section being worked on")
    func browsingAhead() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(2, passed: false, failing: ["Loading clears the spinner"])
        course.run(["guide", "4"])
        let run = course.run(["status"], width: 200)
        #expect(run.stdout.contains("Next: make “Loading clears the spinner” pass (in Exercises/Section2-Topic2/)"))
    }

    @Test("A failing check shows the section in progress with its score, and names the test to fix")
    func inProgress() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest], total: 5)
        let run = course.run(["status"])
        #expect(line(run, section: 1).hasSuffix("in progress: last check 4/5 passed \(when(course.clock.now))"))
        #expect(run.stdout.contains("make “\(JourneyWorkspace.failingTest)” pass"))
        #expect(run.stdout.contains("`swift run sherpa hint section-1`"))
    }

    @Test("A check in which nothing could run because a type is missing says so, not 0/0 passed")
    func missingTypeStanding() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, missing: ["Section 1 asks for a `Ledger` type; none was found in Exercises/Section1-Topic1."], total: 0)
        #expect(line(course.run(["status"]), section: 1).hasSuffix("in progress: last check found 1 missing piece \(when(course.clock.now))"))
    }

    @Test("When a required type is missing, the next step names it before any architecture finding")
    func missingTypeFirst() throws {
        let course = try JourneyWorkspace()
        let missing = "Section 1 asks for a `Ledger` type; none was found in Exercises/Section1-Topic1."
        try course.recordCheck(1, passed: false, failing: ["view-has-no-networking"], missing: [missing])
        let run = course.run(["status"], width: 300)
        #expect(run.stdout.contains("Next: add what is missing: \(missing) Then run `swift run sherpa check section-1` again."))
    }

    @Test("A failing compile-time guarantee, whose name is a sentence, is named as the thing to make pass")
    func failingProbeIsNotMissing() throws {
        let course = try JourneyWorkspace()
        let probe = "Code outside the ledger can read `total` but cannot replace it."
        try course.recordCheck(1, passed: false, failing: [probe, "view-model-state-private-set"])
        let run = course.run(["status"], width: 300)
        #expect(run.stdout.contains("Next: make “\(probe)” pass (in Exercises/Section1-Topic1/)"))
        #expect(!run.stdout.contains("add what is missing"))
    }

    @Test("A check that fails after a pass shows the section in progress again, saying when each ran")
    func brokenAfterPass() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        let passedAt = course.clock.now
        course.clock.advance(minutes: 30)
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        let clock = SessionClock(timeZone: .current)
        #expect(line(course.run(["status"]), section: 1).hasSuffix("in progress: last check 4/5 passed \(when(course.clock.now)), though a check on \(clock.day(passedAt)) passed"))
    }

    @Test("A passing check of the reference solution leaves the learner's section not started")
    func solutionCheckDoesNotCount() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true, variant: .solution)
        #expect(line(course.run(["status"]), section: 1).hasSuffix("not started"))
    }

    @Test("A passing check of the reference solution after a failing one leaves the section in progress")
    func solutionPassAfterFailure() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        let failedAt = course.clock.now
        course.clock.advance(minutes: 5)
        try course.recordCheck(1, passed: true, variant: .solution)
        #expect(line(course.run(["status"]), section: 1).hasSuffix("in progress: last check 4/5 passed \(when(failedAt))"))
    }

    @Test("A passed section shows its quiz score")
    func quizScore() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        try course.recordQuiz("section-1", score: 0.8)
        #expect(line(course.run(["status"]), section: 1).hasSuffix("check passed \(when(course.clock.now)) · quiz 80%"))
    }

    @Test("A quiz below its pass mark is marked so, and structured pacing asks for another attempt")
    func failedQuizIsDue() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("pacing: structured\n")
        try course.recordCheck(1, passed: true)
        try course.recordQuiz("section-1", score: 0.4, passed: false)
        let run = course.run(["status"], width: 300)
        #expect(line(run, section: 1).hasSuffix("check passed \(when(course.clock.now)) · quiz 40%, below the pass mark"))
        #expect(run.stdout.contains("Next: take the quiz before moving on, `swift run sherpa quiz section-1`. Your best score on section 1's quiz so far is 40%"))
    }

    @Test("Structured pacing insists on the quiz before the next section")
    func structuredInsists() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("pacing: structured\n")
        try course.recordCheck(1, passed: true)
        let run = course.run(["status"])
        #expect(run.stdout.contains("Next: take the quiz before moving on, `swift run sherpa quiz section-1`."))
        #expect(!run.stdout.contains("section-2"))
    }

    @Test("Structured pacing keeps to the route's order when the learner skipped ahead")
    func structuredKeepsOrder() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("pacing: structured\n")
        try course.recordCheck(3, passed: false, failing: ["something"])
        let run = course.run(["status"])
        #expect(run.stdout.contains("Next: read the guide for section 1"))
        #expect(run.stdout.contains("finish section 1 before section 3"))
    }

    @Test("Balanced pacing proposes the quiz and offers to carry on instead")
    func balancedOffers() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        let run = course.run(["status"])
        #expect(run.stdout.contains("Next: the quiz, `swift run sherpa quiz section-1`."))
        #expect(run.stdout.contains("• or carry on: read the guide for section 2"))
    }

    @Test("Balanced pacing turns an open quiz into a reminder once the learner has moved on")
    func balancedReminds() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        try course.recordCheck(2, passed: false, failing: ["Loading clears the spinner"])
        let run = course.run(["status"], width: 200)
        #expect(run.stdout.contains("Next: make “Loading clears the spinner” pass"))
        #expect(run.stdout.contains("• the quiz is still open when you want it: `swift run sherpa quiz section-1`"))
    }

    @Test("Learner-led pacing lists the choices without insisting")
    func learnerLedLists() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("pacing: learner-led\n")
        try course.recordCheck(1, passed: true)
        try course.recordCheck(2, passed: false, failing: ["x"])
        let run = course.run(["status"])
        #expect(run.stdout.contains("Next, whichever suits you:"))
        #expect(run.stdout.contains("• continue section 2:"))
        #expect(run.stdout.contains("• take the quiz: `swift run sherpa quiz section-1`"))
        #expect(run.stdout.contains("• jump ahead to any later section (3, 4)"))
    }

    @Test("With quizzes after major topics, a section inside a topic leads straight to the next section")
    func majorTopicsWait() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("quiz_frequency: after_major_topics\n")
        try course.recordCheck(1, passed: true)
        let run = course.run(["status"])
        #expect(!run.stdout.contains("quiz section-1"))
        #expect(run.stdout.contains("Next: read the guide for section 2"))
    }

    @Test("With quizzes after major topics, finishing a topic proposes its quiz")
    func majorTopicDone() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("quiz_frequency: after_major_topics\n")
        try course.recordCheck(1, passed: true)
        try course.recordCheck(2, passed: true)
        #expect(course.run(["status"]).stdout.contains("`swift run sherpa quiz section-1`"))
    }

    @Test("With quizzes at the end of the route, none is proposed until every section passes")
    func endOfRoute() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("quiz_frequency: end_of_route\n")
        for number in 1...3 { try course.recordCheck(number, passed: true) }
        #expect(!course.run(["status"]).stdout.contains("sherpa quiz"))
        try course.recordCheck(4, passed: true)
        #expect(course.run(["status"]).stdout.contains("`swift run sherpa quiz route-end`"))
    }

    @Test("sherpa next prints the same next step without the route table")
    func nextOnly() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        let next = course.run(["next"], width: 200)
        let status = course.run(["status"], width: 200)
        #expect(next.stdout.hasPrefix("Next: the quiz"))
        #expect(status.stdout.hasSuffix(next.stdout))
        #expect(!next.stdout.contains("Topic 3"))
    }

    @Test("The header shows the pacing and quiz settings in effect")
    func settingsShown() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("pacing: structured\nquiz_frequency: end_of_route\n")
        #expect(course.run(["status"]).stdout.contains("pacing: structured · quizzes: at the end of the route"))
    }
}

@Suite("The advice after a passing check")
struct JourneyAfterCheckAdviceTests {
    func advice(_ preferences: LearnerPreferences) throws -> String {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        return NextStep.afterPass(try course.section(1), workspace: try course.workspace, progress: course.progress(), preferences: preferences)
    }

    @Test("Structured pacing with a quiz after each section asks for the quiz before moving on")
    func structured() throws {
        let text = try advice(LearnerPreferences(pacing: .structured, quizFrequency: .afterEachSection))
        #expect(text.contains("Next: the quiz, `swift run sherpa quiz section-1`. Take it before you move on to section 2"))
    }

    @Test("Learner-led pacing offers the quiz or the next section")
    func learnerLed() throws {
        let text = try advice(LearnerPreferences(pacing: .learnerLed, quizFrequency: .afterEachSection))
        #expect(text.contains("When you like: the quiz"))
        #expect(text.contains("or straight on to section 2"))
    }

    @Test("With quizzes at the end of the route, the next section comes next")
    func endOfRoute() throws {
        let text = try advice(LearnerPreferences(pacing: .structured, quizFrequency: .endOfRoute))
        #expect(text.contains("Next: section 2, Topic 2: `swift run sherpa guide section-2`."))
        #expect(text.contains("Quizzes come at the end of the route"))
    }

    @Test("After a pass, the comparison with the solution is offered")
    func offersDiff() throws {
        #expect(try advice(.defaults).contains("`swift run sherpa diff section-1`"))
    }
}
