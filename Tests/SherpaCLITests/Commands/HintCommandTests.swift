import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa hint")
struct JourneyHintCommandTests {
    @Test("Each call gives the next general hint, gentlest first")
    func progressive() throws {
        let course = try JourneyWorkspace()
        let first = course.run(["hint", "1"])
        let second = course.run(["hint", "1"])
        #expect(first.stdout.contains("Hint 1 of 3"))
        #expect(first.stdout.contains(JourneyWorkspace.generalHints[0]))
        #expect(second.stdout.contains("Hint 2 of 3"))
        #expect(second.stdout.contains(JourneyWorkspace.generalHints[1]))
        #expect(!second.stdout.contains(JourneyWorkspace.generalHints[0]))
    }

    @Test("When the last check failed, the hint tied to the failing test comes first")
    func failingTestFirst() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: ["A test without a hint", JourneyWorkspace.failingTest])
        let run = course.run(["hint", "1"])
        #expect(run.stdout.contains("“\(JourneyWorkspace.failingTest)”"))
        #expect(run.stdout.contains(JourneyWorkspace.failingTestHint))
        #expect(!run.stdout.contains(JourneyWorkspace.generalHints[0]))
    }

    @Test("Of two failing tests, the hint is the one for the test whose fix comes first in the section's steps")
    func earliestStepFirst() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest, JourneyWorkspace.earlierStepTest])
        let run = course.run(["hint", "1"])
        #expect(run.stdout.contains("“\(JourneyWorkspace.earlierStepTest)”"))
        #expect(run.stdout.contains(JourneyWorkspace.earlierStepTestHint))
        #expect(!run.stdout.contains(JourneyWorkspace.failingTestHint))
    }

    @Test("In section 2, a refused save the screen shows wrongly gets the view model's failed-save hint, which names the fix")
    func sectionTwoPointsAtTheViewModel() throws {
        let course = try JourneyWorkspace()
        try FileManager.default.copyItem(
            at: SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/hints/section-2.json"),
            to: course.root.appendingPathComponent("sherpa/hints/section-2.json")
        )
        let screen = "A refused save keeps the loaded profile on screen"
        let viewModel = "A failed save keeps the old name and sets errorMessage"
        try course.recordCheck(2, passed: false, failing: [screen, viewModel])
        let run = course.run(["hint", "2"])
        #expect(run.stdout.contains("Hint for the failing test “\(viewModel)”"))
        #expect(run.stdout.contains("statusCode"))
        #expect(!run.stdout.contains(screen))
    }

    @Test("Once the failing test's hint has been shown, the next call goes on to the general hints")
    func thenGeneral() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        course.run(["hint", "1"])
        let next = course.run(["hint", "1"])
        #expect(next.stdout.contains("Hint 1 of 3"))
        #expect(!next.stdout.contains(JourneyWorkspace.failingTestHint))
    }

    @Test("A passed check does not bring back a test's hint")
    func passedCheckUsesGeneral() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        #expect(course.run(["hint", "1"]).stdout.contains("Hint 1 of 3"))
    }

    @Test("Hints used are recorded in progress and the activity log")
    func recorded() throws {
        let course = try JourneyWorkspace()
        course.run(["hint", "1"])
        course.run(["hint", "1"])
        let progress = course.progress()
        #expect(progress[section: "section-1"].hintsUsed == 2)
        #expect(progress.activity.filter { $0.kind == .hint }.map(\.summary) == ["general hint 1 of 3", "general hint 2 of 3"])
    }

    @Test("After the last hint, sherpa says they are used up and points to the solution")
    func exhausted() throws {
        let course = try JourneyWorkspace()
        for _ in 1...3 { course.run(["hint", "1"]) }
        let run = course.run(["hint", "1"])
        #expect(run.stdout.contains("You have used all 3 hints"))
        #expect(run.stdout.contains("diff section-1 --force"))
        #expect(course.progress()[section: "section-1"].hintsUsed == 3)
    }

    @Test("--list shows the hints used so far without using a new one")
    func listDoesNotSpend() throws {
        let course = try JourneyWorkspace()
        course.run(["hint", "1"])
        let run = course.run(["hint", "1", "--list"])
        #expect(run.stdout.contains(JourneyWorkspace.generalHints[0]))
        #expect(!run.stdout.contains(JourneyWorkspace.generalHints[1]))
        #expect(course.progress()[section: "section-1"].hintsUsed == 1)
    }

    @Test("A section without a hints file gets a clear message")
    func noHints() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["hint", "2"])
        #expect(run.code == ExitCode.environment)
        #expect(run.stderr.contains("sherpa/hints/section-2.json"))
    }

    @Test("hint without a section is a usage error")
    func usage() throws {
        let course = try JourneyWorkspace()
        #expect(course.run(["hint"]).code == ExitCode.usage)
    }
}
