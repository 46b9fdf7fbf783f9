import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa wrapup")
struct WrapUpCommandTests {
    /// The output with its line wrapping undone, so whole sentences can be looked for.
    func flat(_ text: String) -> String {
        text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    }

    /// Every section of a five-section route passed, and every quiz passed, so nothing but the wrap-up is left.
    func finishedCourse(quizzes: Bool = true) throws -> JourneyWorkspace {
        let course = try JourneyWorkspace(readySections: 5)
        for number in 1...5 {
            try course.recordCheck(number, passed: true)
            if quizzes { try course.recordQuiz("section-\(number)", score: 1) }
        }
        if quizzes { try course.recordQuiz(QuizBank.routeEndID, score: 1) }
        return course
    }

    /// Runs the wrap-up as on a terminal, typing `lines`.
    func runTyping(_ lines: [String], in course: JourneyWorkspace) -> JourneyRun {
        var remaining = lines[...]
        let buffer = OutputBuffer()
        let clock = course.clock
        let context = CommandContext(
            currentDirectory: course.root, console: .capturing(buffer), now: { clock.now },
            environment: [:], readLine: { remaining.popFirst() }, inputIsTerminal: true
        )
        let code = SherpaCLI.main(["wrapup"], context: context)
        return JourneyRun(code: code, stdout: buffer.stdout, stderr: buffer.stderr)
    }

    @Test("--confidence records the answer with its time in progress.json")
    func recordsConfidence() throws {
        let course = try finishedCourse()
        let run = course.run(["wrapup", "--confidence", "6"])
        #expect(run.code == ExitCode.success)
        #expect(course.progress().wrapUps == [WrapUpRecord(at: JourneyWorkspace.start, confidence: 6)])
        #expect(flat(run.stdout).contains("Recorded: confidence 6 of 10"))
    }

    @Test("The wrap-up prints the ideas to keep, the question and the next routes")
    func printsTheScript() throws {
        let run = try finishedCourse().run(["wrapup", "--confidence", "6"])
        for takeaway in WrapUpScript.takeaways { #expect(flat(run.stdout).contains(takeaway)) }
        #expect(flat(run.stdout).contains(WrapUpScript.question))
        for route in WrapUpScript.nextRoutes { #expect(flat(run.stdout).contains(route)) }
    }

    @Test("Each confidence band gets its own advice", arguments: [(1, ConfidenceBand.unsure), (4, .unsure), (5, .growing), (7, .growing), (8, .ready), (10, .ready)])
    func bandAdvice(confidence: Int, band: ConfidenceBand) throws {
        let run = try finishedCourse().run(["wrapup", "--confidence", String(confidence)])
        #expect(ConfidenceBand(confidence) == band)
        #expect(flat(run.stdout).contains(WrapUpScript.advice(for: band)))
        for other in ConfidenceBand.allCases where other != band {
            #expect(!flat(run.stdout).contains(WrapUpScript.advice(for: other)))
        }
    }

    @Test("On a terminal the question is asked, and an answer outside 1 to 10 is asked again")
    func asksOnTerminal() throws {
        let course = try finishedCourse()
        let run = runTyping(["eleven", "11", "3"], in: course)
        #expect(run.stdout.components(separatedBy: WrapUpScript.reprompt).count == 3)
        #expect(course.progress().lastWrapUp?.confidence == 3)
        #expect(flat(run.stdout).contains(WrapUpScript.advice(for: .unsure)))
    }

    @Test("On a terminal, an empty answer skips the question and records nothing")
    func skipOnTerminal() throws {
        let course = try finishedCourse()
        let run = runTyping([""], in: course)
        #expect(flat(run.stdout).contains(WrapUpScript.skipped))
        #expect(course.progress().wrapUps == nil)
    }

    @Test("Without a terminal or --confidence, sherpa says how to answer and records nothing")
    func scriptWithoutAnswer() throws {
        let course = try finishedCourse()
        let run = course.run(["wrapup"])
        #expect(run.code == ExitCode.success)
        #expect(flat(run.stdout).contains(WrapUpScript.howToAnswer))
        #expect(course.progress().wrapUps == nil)
    }

    @Test("A confidence outside 1 to 10 is a usage error that names the value")
    func badConfidence() throws {
        let run = try finishedCourse().run(["wrapup", "--confidence", "12"])
        #expect(run.code == ExitCode.usage)
        #expect(run.stderr.contains("--confidence takes a whole number from 1 to 10, not 12."))
    }

    @Test("Before the route is finished, the wrap-up says which sections are still open")
    func earlyWrapUp() throws {
        let course = try JourneyWorkspace(readySections: 5)
        try course.recordCheck(1, passed: true)
        let run = course.run(["wrapup", "--confidence", "5"])
        #expect(flat(run.stdout).contains(WrapUpScript.earlyNote(openSections: ["2", "3", "4", "5"])))
    }

    @Test("A second wrap-up is kept beside the first and recalls the earlier answer")
    func secondWrapUp() throws {
        let course = try finishedCourse()
        course.run(["wrapup", "--confidence", "4"])
        course.clock.advance(minutes: 60 * 24 * 7)
        let run = course.run(["wrapup", "--confidence", "7"])
        #expect(course.progress().wrapUps?.map(\.confidence) == [4, 7])
        #expect(flat(run.stdout).contains("you answered 4."))
    }

    // MARK: The route's end, as status, next and check say it

    @Test("When every section and quiz has passed, status offers the wrap-up as the next step")
    func statusOffers() throws {
        let run = try finishedCourse().run(["status"])
        #expect(flat(run.stdout).contains("You have finished the route. Well done. Next: \(NextStep.wrapUpOffer)."))
    }

    @Test("next offers the wrap-up beside a route-end quiz that is still due")
    func nextOffersBesideQuiz() throws {
        let run = try finishedCourse(quizzes: false).run(["next"])
        #expect(run.stdout.contains("quiz"))
        #expect(flat(run.stdout).contains("when you are ready, " + NextStep.wrapUpOffer))
    }

    @Test("Before the route is finished, status and next do not offer the wrap-up")
    func notOfferedEarly() throws {
        let course = try JourneyWorkspace(readySections: 5)
        for number in 1...4 { try course.recordCheck(number, passed: true) }
        #expect(!course.run(["status"]).stdout.contains("wrapup"))
        #expect(!course.run(["next"]).stdout.contains("wrapup"))
    }

    @Test("After the wrap-up, status shows the recorded confidence instead of the offer")
    func afterWrapUp() throws {
        let course = try finishedCourse()
        course.run(["wrapup", "--confidence", "8"])
        let run = course.run(["status"])
        #expect(flat(run.stdout).contains("closed it with a confidence of 8 of 10"))
        #expect(!flat(run.stdout).contains(NextStep.wrapUpOffer))
    }

    @Test("The check that passes the last section offers the wrap-up")
    func checkOffers() throws {
        let course = try JourneyWorkspace(readySections: 5)
        for number in 1...5 { try course.recordCheck(number, passed: true) }
        let report = CheckReport(section: "section-5", variant: .starter, status: .pass, message: "All passed.")
        let text = NextStep.afterCheck(report, section: try course.section(5), workspace: try course.workspace, progress: course.progress())
        #expect(text.hasSuffix(" Every section of the route has passed: when you are ready, \(NextStep.wrapUpOffer)."))
    }

    @Test("The index lists each wrap-up's confidence")
    func indexListsWrapUps() throws {
        let course = try finishedCourse()
        course.run(["wrapup", "--confidence", "6"])
        let index = try course.read(".sessions/index.md")
        #expect(index.contains("## Wrap-up"))
        #expect(index.contains("confidence 6 of 10 (band 5 to 7)"))
    }
}

@Suite("sherpa quiz at the end of the route")
struct WrapUpAfterQuizTests {
    @Test("Passing the route-end quiz of a finished route leads to the wrap-up")
    func routeEndQuizOffers() throws {
        let course = try JourneyWorkspace(readySections: 5)
        for number in 1...5 {
            try course.recordCheck(number, passed: true)
            try course.recordQuiz("section-\(number)", score: 1)
        }
        let encoder = JSONEncoder()
        try course.folder.write(String(decoding: try encoder.encode(QuizSamples.sampleBank(quiz: QuizBank.routeEndID)), as: UTF8.self), to: QuizBank.routeEndPath)
        try course.folder.write(QuizSamples.rightAnswers.joined(separator: "\n") + "\n", to: "answers.txt")
        let run = course.run(["quiz", QuizBank.routeEndID, "--answers", "answers.txt"])
        #expect(run.code == ExitCode.success)
        let text = run.stdout.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(text.hasSuffix("Next: \(NextStep.wrapUpOffer). "))
    }

    @Test("A section quiz before the route is finished does not mention the wrap-up")
    func sectionQuizDoesNot() throws {
        let course = try JourneyWorkspace(readySections: 5)
        try course.recordCheck(1, passed: true)
        let encoder = JSONEncoder()
        try course.folder.write(String(decoding: try encoder.encode(QuizSamples.sampleBank()), as: UTF8.self), to: "sherpa/quizzes/section-1.json")
        try course.folder.write(QuizSamples.rightAnswers.joined(separator: "\n") + "\n", to: "answers.txt")
        let run = course.run(["quiz", "section-1", "--answers", "answers.txt"])
        #expect(run.code == ExitCode.success)
        #expect(!run.stdout.contains("wrapup"))
    }
}

@Suite("The wrap-up's words")
struct WrapUpScriptTests {
    @Test("The note for an early wrap-up names one open section in the singular")
    func singularEarlyNote() {
        #expect(WrapUpScript.earlyNote(openSections: ["8"]).hasPrefix("Section 8 has not passed its check yet, so"))
        #expect(WrapUpScript.earlyNote(openSections: ["7", "8"]).hasPrefix("Sections 7, 8 have not passed their check yet, so"))
    }
}
