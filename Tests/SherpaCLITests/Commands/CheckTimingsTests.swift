import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// A `swift build` that takes 4.2 seconds and fails on the learner's file.
private struct SlowFailingBuild: ProcessRunning {
    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let package = invocation.arguments.firstIndex(of: "--package-path").map { invocation.arguments[$0 + 1] } ?? ""
        return ProcessOutcome(exitCode: 1, stderr: "\(package)/Sources/Counter/Counter.swift:3:9: error: cannot find 'boom' in scope\n", duration: 4.2)
    }
}

@Suite("How long each step of a check took")
struct CheckTimingsTests {
    private func check(_ arguments: [String]) throws -> String {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        let buffer = OutputBuffer()
        let context = CommandContext(currentDirectory: course, console: .capturing(buffer), processes: SlowFailingBuild(), environment: [:], readLine: { nil })
        _ = SherpaCLI.main(["check", "fails"] + arguments, context: context)
        return buffer.stdout
    }

    @Test("--timings lists the build's seconds after the report")
    func timingsArePrinted() throws {
        let output = try check(["--timings"])
        #expect(output.contains("Time per step:"))
        // The build's line is measured on the clock around preparing and building, so only its form is fixed.
        #expect(output.range(of: #"\n  build +[0-9]+\.[0-9] s\n"#, options: .regularExpression) != nil)
    }

    @Test("Without --timings the report says nothing about time")
    func defaultReportHasNoTimings() throws {
        #expect(!(try check([])).contains("Time per step:"))
    }

    @Test("--json carries the steps' seconds only when --timings asks for them")
    func jsonTimingsOnlyWhenAsked() throws {
        #expect(!(try check(["--json"])).contains("\"timings\""))
        let asked = try check(["--json", "--timings"])
        #expect(asked.contains("\"timings\""))
        #expect(asked.contains("\"build\""))
    }
}
