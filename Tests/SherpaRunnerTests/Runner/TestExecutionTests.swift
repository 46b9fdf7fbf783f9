import Foundation
import Synchronization
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// A test process that declares `count` tests and runs the first one not skipped, which then
/// hangs (the watcher stops it) or traps, as `ending` says. Each run moves a fake clock on.
private final class StuckTests: ProcessRunning, @unchecked Sendable {
    enum Ending { case hang, trap }
    let count: Int
    let ending: Ending
    let clock: Mutex<Date>
    let secondsPerRun: TimeInterval
    let runs = Mutex(0)
    let timeouts = Mutex<[TimeInterval]>([])

    init(count: Int, ending: Ending, secondsPerRun: TimeInterval = 1) {
        self.count = count
        self.ending = ending
        self.secondsPerRun = secondsPerRun
        clock = Mutex(Date(timeIntervalSince1970: 0))
    }

    func id(_ number: Int) -> String { "HiddenSuite.T/t\(number)()/T.swift:\(number):6" }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        runs.withLock { $0 += 1 }
        timeouts.withLock { $0.append(invocation.timeout) }
        clock.withLock { $0 = $0.addingTimeInterval(secondsPerRun) }
        let arguments = invocation.arguments
        let eventsPath = try #require(arguments.firstIndex(of: "--event-stream-output-path").map { arguments[$0 + 1] })
        let skipped = arguments.indices.filter { arguments[$0] == "--skip" }.map { arguments[$0 + 1] }
        var lines: [String] = (1...count).map { number in
            #"{"kind":"test","payload":{"id":"\#(id(number))","kind":"function","name":"t\#(number)()","sourceLocation":{"_filePath":"/x/T.swift","column":6,"fileID":"HiddenSuite/T.swift","line":\#(number)}},"version":0}"#
        }
        let next = (1...count).first { number in !skipped.contains { id(number).hasPrefix($0.replacingOccurrences(of: "\\", with: "")) } }
        if let next {
            lines.append(#"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"kind":"testStarted","messages":[],"testID":"\#(id(next))"},"version":0}"#)
        }
        try lines.joined(separator: "\n").write(toFile: eventsPath, atomically: true, encoding: .utf8)
        _ = watch?()
        switch ending {
        case .hang: return ProcessOutcome(exitCode: 9, signalled: true, stopReason: "test ran longer than 15 seconds")
        case .trap: return ProcessOutcome(exitCode: 4, signalled: true, stderr: "Fatal error: Index out of range")
        }
    }
}

@Suite("Running a group of tests to the end")
struct TestExecutionTests {
    func launch() throws -> TestLaunch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-execution-\(UUID().uuidString)")
        return TestLaunch(tool: .binary(URL(fileURLWithPath: "/bin/true")), target: nil, workFolder: folder) { _ in .suite }
    }

    @Test("After three runs in a row end in a hang, the tests not run yet are left out with a message that says why")
    func stopsAfterRepeatedHangs() throws {
        let process = StuckTests(count: 16, ending: .hang)
        let result = try TestExecution(processes: process, limits: CheckLimits()).run(launch())
        #expect(process.runs.withLock { $0 } == 3)
        #expect(result.outcomes.filter { $0.status == .timedOut }.count == 3)
        let notRun = result.outcomes.filter { $0.status == .skipped }
        #expect(notRun.count == 13)
        #expect(notRun.allSatisfy { $0.message?.contains("3 tests in a row did not finish within 15 seconds") == true })
        #expect(result.warnings.contains { $0.contains("3 tests in a row hung") })
    }

    @Test("A trap in every test still gives every test its own result: traps are quick to re-run")
    func trapsAreRerunToTheEnd() throws {
        let process = StuckTests(count: 5, ending: .trap)
        let result = try TestExecution(processes: process, limits: CheckLimits()).run(launch())
        #expect(process.runs.withLock { $0 } == 5)
        #expect(result.outcomes.map(\.status) == Array(repeating: .crashed, count: 5))
    }

    @Test("Re-runs stop at the overall limit for all runs together, and the rest are listed as not run")
    func stopsAtTheOverallLimit() throws {
        let process = StuckTests(count: 10, ending: .trap, secondsPerRun: 100)
        var execution = TestExecution(processes: process, limits: CheckLimits())
        execution.now = { process.clock.withLock { $0 } }
        let result = try execution.run(launch())
        #expect(process.runs.withLock { $0 } == 3)
        #expect(result.outcomes.filter { $0.status == .skipped }.allSatisfy { $0.message?.contains("limit of 300 seconds") == true })
        #expect(result.outcomes.filter { $0.status == .skipped }.count == 7)
    }

    @Test("Each run's process gets no more time than the overall limit has left")
    func runTimeoutShrinksToWhatIsLeft() throws {
        let process = StuckTests(count: 3, ending: .trap, secondsPerRun: 250)
        var limits = CheckLimits()
        limits.allRuns = 400
        var execution = TestExecution(processes: process, limits: limits)
        execution.now = { process.clock.withLock { $0 } }
        let result = try execution.run(launch())
        #expect(process.timeouts.withLock { $0 } == [180, 150])
        #expect(result.outcomes.filter { $0.status == .skipped }.count == 1)
    }

    @Test("The watcher reports how many tests have finished while the tests run")
    func reportsProgress() throws {
        let process = StuckTests(count: 4, ending: .trap)
        var execution = TestExecution(processes: process, limits: CheckLimits())
        let seen = Mutex<[CheckProgress]>([])
        execution.onProgress = { progress in seen.withLock { $0.append(progress) } }
        _ = try execution.run(launch())
        #expect(seen.withLock { $0 }.first == .testing(finished: 0, declared: 4))
        #expect(seen.withLock { $0 }.last == .testing(finished: 3, declared: 4))
    }
}
