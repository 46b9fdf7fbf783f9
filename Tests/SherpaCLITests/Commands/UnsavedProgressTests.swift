import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// Commands whose result cannot be saved (here `.sessions` is a plain file, which fails for root
/// too) still show the result, and only then say what was not saved and why.
@Suite("Output comes first when progress cannot be saved")
struct UnsavedProgressTests {
    /// Puts a regular file where the `.sessions` folder goes.
    static func blockSessions(in root: URL) throws {
        let sessions = root.appendingPathComponent(".sessions")
        try? FileManager.default.removeItem(at: sessions)
        try Data("not a folder\n".utf8).write(to: sessions)
    }

    @Test("check prints its report, then warns that the result was not saved")
    func checkReportIsKept() throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        try Self.blockSessions(in: course)
        let buffer = OutputBuffer()
        let context = CommandContext(
            currentDirectory: course,
            console: .capturing(buffer),
            processes: FailingBuild(),
            environment: [:],
            readLine: { nil }
        )
        let code = SherpaCLI.main(["check", "fails"], context: context)
        #expect(code == ExitCode.buildError)
        #expect(buffer.stdout.contains(FailingBuild.message))
        #expect(buffer.stderr.contains("The result of this check was not saved."))
        #expect(buffer.stderr.contains(".sessions"))
        #expect(!buffer.stderr.contains("error:"))
    }

    @Test("hint shows the hint, then warns that it was not counted")
    func hintIsShown() throws {
        let course = try JourneyWorkspace()
        try Self.blockSessions(in: course.root)
        let run = course.run(["hint", "1"])
        #expect(run.code == ExitCode.success)
        #expect(run.stdout.contains(JourneyWorkspace.generalHints[0]))
        #expect(run.stderr.contains("That this hint was used was not saved."))
    }

    @Test("quiz shows the score, then warns that the result was not saved")
    func quizScoreIsShown() throws {
        let course = try QuizCourse()
        try Self.blockSessions(in: course.root)
        let code = course.run(["quiz", "1"], lines: QuizSamples.rightAnswers)
        #expect(code == ExitCode.success)
        #expect(course.output.stdout.contains("Score: 100%"))
        #expect(course.output.stderr.contains("This quiz result was not saved."))
    }
}

/// A `swift` whose build always fails with one diagnostic in the learner's file.
private struct FailingBuild: ProcessRunning {
    static let message = "cannot find 'boom' in scope"

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let package = invocation.arguments.firstIndex(of: "--package-path").map { invocation.arguments[$0 + 1] } ?? ""
        return ProcessOutcome(exitCode: 1, stderr: "\(package)/Sources/Counter/Counter.swift:3:9: error: \(Self.message)\n")
    }
}
