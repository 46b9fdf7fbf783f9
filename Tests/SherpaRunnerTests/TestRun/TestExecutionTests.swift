import Foundation
import Synchronization
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// A test process that declares `count` tests and runs the first one not skipped, which then
/// hangs (the watcher stops it) or traps, as `ending` says. Each run moves a fake clock on.
private final class StuckTests: ProcessRunning, @unchecked Sendable {
    enum Ending { case hang, trap, fileTooLarge, fillsFolder(URL) }
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
        if case .fillsFolder(let folder) = ending {
            try Data(repeating: 7, count: 2 << 20).write(to: folder.appendingPathComponent("filler-\(UUID().uuidString)"))
        }
        let stop = watch?()
        switch ending {
        case .fillsFolder: return ProcessOutcome(exitCode: 9, signalled: true, stopReason: stop)
        case .hang: return ProcessOutcome(exitCode: 9, signalled: true, stopReason: "test ran longer than 15 seconds")
        case .trap: return ProcessOutcome(exitCode: 4, signalled: true, stderr: "Fatal error: Index out of range")
        // As bubblewrap reports a child the kernel killed with SIGXFSZ.
        case .fileTooLarge: return ProcessOutcome(exitCode: 128 + SIGXFSZ)
        }
    }
}

/// A test process that runs its tests as Swift Testing does by default: `width` at a time, in
/// source order. One test traps the whole process and one hangs until the watcher stops it;
/// test 5 fails with a message, `failuresOfT5` times in the same words, as an expectation in a
/// loop does. A run with `--no-parallel` and a `--filter` runs that one test
/// alone. Every run is recorded, so a test can see which tests ran again.
private final class ParallelTests: ProcessRunning, @unchecked Sendable {
    let count: Int
    let trapping: Int?
    let hanging: Int?
    let width: Int
    let failuresOfT5: Int
    /// The tests each run started, in the order of the runs.
    let started = Mutex<[[Int]]>([])
    let serialRuns = Mutex<[Bool]>([])
    let environments = Mutex<[[String: String]]>([])

    init(count: Int = 20, trapping: Int?, hanging: Int?, width: Int = 4, failuresOfT5: Int = 1) {
        self.count = count
        self.trapping = trapping
        self.hanging = hanging
        self.width = width
        self.failuresOfT5 = failuresOfT5
    }

    func id(_ number: Int) -> String { "HiddenSuite.T/t\(number)()/T.swift:\(number):6" }

    func matches(_ number: Int, _ pattern: String) -> Bool {
        id(number).hasPrefix(pattern.replacingOccurrences(of: "\\", with: ""))
    }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let arguments = invocation.arguments
        environments.withLock { $0.append(invocation.environment) }
        let eventsPath = try #require(arguments.firstIndex(of: "--event-stream-output-path").map { arguments[$0 + 1] })
        let values = { (flag: String) in arguments.indices.filter { arguments[$0] == flag }.map { arguments[$0 + 1] } }
        let skipped = values("--skip")
        let filters = values("--filter")
        let serial = arguments.contains("--no-parallel")
        serialRuns.withLock { $0.append(serial) }
        let planned = (1...count).filter { number in
            !skipped.contains { matches(number, $0) } && (filters.isEmpty || filters.contains { matches(number, $0) })
        }
        var lines: [String] = (1...count).map { number in
            #"{"kind":"test","payload":{"id":"\#(id(number))","kind":"function","name":"t\#(number)()","sourceLocation":{"_filePath":"/x/T.swift","column":6,"fileID":"HiddenSuite/T.swift","line":\#(number)}},"version":0}"#
        }
        func event(_ kind: String, _ number: Int) -> String {
            #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"kind":"\#(kind)","messages":[],"testID":"\#(id(number))"},"version":0}"#
        }
        // Tests start `width` at a time; a batch that holds the trap or the hang is where the run dies.
        var ran: [Int] = []
        var ending: ProcessOutcome?
        for batch in stride(from: 0, to: planned.count, by: serial ? 1 : width).map({ Array(planned[$0..<min($0 + (serial ? 1 : width), planned.count)]) }) {
            ran += batch
            lines += batch.map { event("testStarted", $0) }
            if batch.contains(where: { $0 == trapping }) {
                ending = ProcessOutcome(exitCode: 4, signalled: true, stderr: "Fatal error: Index out of range")
            } else if batch.contains(where: { $0 == hanging }) {
                ending = ProcessOutcome(exitCode: 9, signalled: true, stopReason: "test ran longer than 15 seconds")
            }
            if ending != nil { break }
            for number in batch {
                for _ in 0..<(number == 5 ? failuresOfT5 : 0) {
                    lines.append(#"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed"}],"_comments":["t5 is wrong"],"testID":"\#(id(number))"},"version":0}"#)
                }
                lines.append(event("testEnded", number))
            }
        }
        started.withLock { $0.append(ran) }
        try lines.joined(separator: "\n").write(toFile: eventsPath, atomically: true, encoding: .utf8)
        _ = watch?()
        return ending ?? ProcessOutcome(exitCode: 1)
    }
}

@Suite("Running a group of tests to the end")
struct TestExecutionTests {
    func launch() throws -> TestLaunch {
        let folder = TestScratch.root.appendingPathComponent("sherpa-execution-\(UUID().uuidString)")
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

    @Test("A test whose process is killed for writing too large a file is told which limit it reached, not that it trapped")
    func fileSizeLimitIsNamed() throws {
        var launch = try launch()
        launch.sandbox = TestSandbox(confinement: .none, limitations: [], readable: [], writable: [launch.workFolder], hidden: [])
        let result = try TestExecution(processes: StuckTests(count: 1, ending: .fileTooLarge), limits: CheckLimits()).run(launch)
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.status == .crashed)
        #expect(outcome.message == "This test wrote a file larger than the 256 MiB a test may write, so the test process was stopped. The other tests were run again without it.")
    }

    @Test("A test that fills its run folder past the limit is stopped and told which limit it reached")
    func runFolderLimitIsNamed() throws {
        var launch = try launch()
        launch.sandbox = TestSandbox(confinement: .none, limitations: [], readable: [], writable: [launch.workFolder], hidden: [])
        var execution = TestExecution(processes: StuckTests(count: 1, ending: .fillsFolder(launch.workFolder)), limits: CheckLimits())
        execution.runFolderLimit = 1 << 20
        let result = try execution.run(launch)
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.message == "This test kept more than the 1 MiB a test run may keep in its folder, so the test process was stopped. The other tests were run again without it.")
    }

    @Test("A suite that ended while one of its tests ran alone is not skipped with its other, unrun tests")
    func endedSuiteIsNotSkipped() {
        let functions = ["first", "second"].map { name in
            DeclaredTest(id: "HiddenSuite.T/\(name)()", name: "\(name)()", displayName: nil, isSuite: false, fileID: "HiddenSuite/T.swift", line: 3)
        }
        let skipped = TestExecution.leftOut(ended: ["HiddenSuite.T", "HiddenSuite.T/first()"], functions: functions, excluded: [], suspects: [])
        #expect(skipped == ["HiddenSuite.T/first()"])
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

    @Test("Among twenty tests run in parallel, the one that traps and the one that hangs are both named, and the others keep their parallel result")
    func parallelBlameIsExact() throws {
        let process = ParallelTests(trapping: 10, hanging: 14)
        let result = try TestExecution(processes: process, limits: CheckLimits()).run(launch())
        let statuses = Dictionary(uniqueKeysWithValues: result.outcomes.map { ($0.name, $0.status) })

        #expect(statuses["t10()"] == .crashed)
        #expect(statuses["t14()"] == .timedOut)
        #expect(statuses["t5()"] == .fail)
        #expect(result.outcomes.first { $0.name == "t5()" }?.message == "t5 is wrong")
        #expect(result.outcomes.filter { $0.status == .pass }.count == 17)
        // Only the tests running beside a culprit when the process died ran a second time.
        let runs = process.started.withLock { $0 }
        let innocentsRunTwice = (1...20).filter { number in number != 10 && number != 14 && runs.filter { $0.contains(number) }.count > 1 }
        #expect(innocentsRunTwice == [9, 11, 12, 13, 15, 16])
        #expect(!runs.dropFirst().contains { $0.contains(5) }, "t5 ended in the first parallel run, so its failure stands without running it again.")
    }

    @Test("An expectation that fails several times in the same words gives its message and its summary once")
    func repeatedFailuresAreSaidOnce() throws {
        let process = ParallelTests(count: 6, trapping: nil, hanging: nil, failuresOfT5: 3)
        let result = try TestExecution(processes: process, limits: CheckLimits()).run(launch())
        let failing = try #require(result.outcomes.first { $0.name == "t5()" })

        #expect(failing.message == "t5 is wrong")
        #expect(failing.output == "Expectation failed")
    }

    @Test("Only the suspects of a dead parallel run are run one at a time; the tests it never started run in parallel again")
    func onlySuspectsRunAlone() throws {
        let process = ParallelTests(trapping: 10, hanging: nil)
        _ = try TestExecution(processes: process, limits: CheckLimits()).run(launch())
        let runs = process.started.withLock { $0 }
        let serial = process.serialRuns.withLock { $0 }

        #expect(runs.first == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(zip(runs, serial).filter(\.1).map(\.0) == [[9], [10], [11], [12]])
        #expect(zip(runs, serial).filter { !$0.1 }.map(\.0).last == Array(13...20))
    }

    @Test("The test process is told sherpa's limit for one test, so a screen that never comes fails before the limit")
    func perTestLimitReachesTheTests() throws {
        let process = ParallelTests(count: 3, trapping: nil, hanging: nil)
        var limits = CheckLimits()
        limits.perTest = 12
        _ = try TestExecution(processes: process, limits: limits).run(launch())

        #expect(process.environments.withLock { $0 }.first?["SHERPA_TEST_TIME_LIMIT"] == "12")
    }
}
