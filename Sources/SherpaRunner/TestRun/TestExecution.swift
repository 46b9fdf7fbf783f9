import Foundation
import SherpaCore

/// Runs one group of tests to the end: a test that traps or hangs is recorded, left out, and the
/// rest run again, so every test gets its own result. The event stream is the source of truth.
package struct TestExecution: Sendable {
    package let processes: any ProcessRunning
    package var limits: CheckLimits
    /// Told how many tests have finished while the tests run, for a person watching.
    package var onProgress: @Sendable (CheckProgress) -> Void = { _ in }
    /// Bytes the run folder may hold (`RunFolderWatcher`), injected so the limit is tested with a small file.
    var runFolderLimit = TestSandbox.runFolderLimit
    /// The time, injected so the overall limit is tested without waiting for it.
    var now: @Sendable () -> Date = { Date() }

    package init(processes: any ProcessRunning, limits: CheckLimits) {
        self.processes = processes
        self.limits = limits
    }

    /// Result of running the tests, possibly in several processes.
    package struct Result: Sendable {
        var outcomes: [TestOutcome]
        package var warnings: [String]
        /// Every test function the runs declared, for checking them against the suite's inventory.
        package var declared: [DeclaredTest] = []
        /// Why the first run ended before declaring any test, when it did: the trap's words, or a time-out.
        var earlyEnd: String?
        /// Why the results of a receipted run cannot be believed, when they cannot (`TestReceipts.distrust`).
        var untrusted: String?
    }

    /// Runs every test in parallel. When the process traps or hangs, the tests it had started and
    /// not ended are the suspects: each runs again alone, so the culprit is named exactly, while
    /// every test that ended keeps the result of the parallel run. The tests the dead run never
    /// started run again in parallel, without the culprits.
    package func run(_ launch: TestLaunch) throws -> Result {
        var log = MergedLog()
        var excluded: [String: TestStatus] = [:]
        var warnings: [String] = []
        var excludedOutput: [String: String] = [:]
        var excludedLimit: [String: SandboxLimit] = [:]
        var earlyEnd: String?
        var untrusted: String?
        try FileManager.default.createDirectory(at: launch.workFolder, withIntermediateDirectories: true)
        let eventsFile = launch.workFolder.appendingPathComponent(".sherpa-events.jsonl")
        let deadline = now().addingTimeInterval(limits.allRuns)
        var hangsInARow = 0
        var givenUp: GiveUp?
        /// Started and not ended when a parallel run died, not yet run alone.
        var suspects: [String] = []

        for _ in 0..<Self.maximumRuns {
            try? FileManager.default.removeItem(at: eventsFile)
            let watcher = HangWatcher(eventsFile: eventsFile, perTest: limits.perTest)
            var runLimits = limits
            runLimits.perRun = max(1, min(limits.perRun, deadline.timeIntervalSince(now())))
            let alreadyDone = log.ended.count + excluded.count
            let onProgress = self.onProgress
            let alone = suspects.first
            let declaredSoFar = log.declaredFunctions.count
            // A parallel run leaves out every test that has its result or waits to run alone.
            let leftOut = alone == nil ? Self.leftOut(ended: log.ended, functions: log.declaredFunctions, excluded: Set(excluded.keys), suspects: suspects) : []
            let receipts = launch.receipted ? try TestReceipts.issue(beside: eventsFile, module: launch.target) : nil
            // The working directory, the folder of the events and the key the suite takes and deletes.
            try launch.sandbox?.handOver(Array(launch.sandbox?.writable.prefix(1) ?? []) + [launch.workFolder] + (receipts.map { [$0.keyFile] } ?? []))
            let memoryGroup = try launch.sandbox?.memoryController?.makeGroup(limit: TestSandbox.memoryLimit)
            defer { memoryGroup?.remove() }
            // The headless host waits for a screen a little less than this, so a screen that never
            // comes fails with what it shows instead of being stopped as a hang. It goes through the
            // launch, so the sandbox passes it on.
            var timed = launch
            timed.environment[Self.perTestLimitVariable] = String(Int(limits.perTest))
            let invocation = timed.invocation(eventsFile: eventsFile, skipping: leftOut, alone: alone, limits: runLimits, receipts: receipts, memoryGroup: memoryGroup)
            let folders = RunFolderWatcher(folders: launch.sandbox.map { Array($0.writable.prefix(1)) } ?? [], limit: runFolderLimit)
            let outcome = try processes.run(invocation, watch: {
                let reason = watcher.poll() ?? folders.poll()
                if let counts = watcher.counts() {
                    onProgress(.testing(finished: alreadyDone + counts.finished, declared: alone == nil ? counts.declared : declaredSoFar))
                }
                return reason
            })
            let runLog = TestEventLog(text: (try? String(contentsOf: eventsFile, encoding: .utf8)) ?? "")
            log.merge(runLog)
            if untrusted == nil { untrusted = receipts?.distrust(runLog, outcome: outcome) }
            let limit = launch.sandbox == nil ? nil : folders.didOverflow ? .runFolder(limit: runFolderLimit) : SandboxLimit.reached(by: outcome, memoryGroup: memoryGroup)
            if log.declared.isEmpty, !outcome.succeeded {
                earlyEnd = outcome.timedOut
                    ? "the test process ran past \(Int(limits.perRun)) seconds before any test started"
                    : limit.map { "the test process \($0.overstep) before any test started" } ?? Self.crashExcerpt(outcome.stdout + "\n" + outcome.stderr).map(launch.trapPaths) ?? "the test process ended (status \(outcome.exitCode)) before any test started"
            }
            if outcome.truncated {
                warnings.append("The tests printed more than \(limits.output / 1024) KiB; the rest of the output was dropped.")
            }

            let unfinished = runLog.unfinished
            let status: TestStatus = outcome.stopReason != nil || outcome.timedOut ? .timedOut : .crashed
            let output = Self.crashExcerpt(outcome.stdout + "\n" + outcome.stderr).map(launch.trapPaths)
            var culprits: [String] = []
            if let alone {
                suspects.removeFirst()
                if unfinished.contains(alone) { culprits = [alone] }
            } else if unfinished.count == 1 {
                // The only test running when the process died: no other test can be to blame.
                culprits = unfinished
            } else {
                suspects = log.declaredFunctions.map(\.id).filter(unfinished.contains)
            }
            for id in culprits {
                excluded[id] = status
                excludedOutput[id] = output
                excludedLimit[id] = limit
            }
            if alone == nil, unfinished.isEmpty {
                if outcome.timedOut {
                    warnings.append("The test run went past \(Int(limits.perRun)) seconds and was stopped.")
                }
                break
            }
            // Run again only if something declared has not been run yet, and not for ever.
            let remaining = log.declaredFunctions.filter { !log.ended.contains($0.id) && excluded[$0.id] == nil }
            if remaining.isEmpty { break }
            // Counted per test named: a parallel run that only found suspects names nobody yet.
            if !culprits.isEmpty {
                hangsInARow = status == .timedOut ? hangsInARow + 1 : 0
            } else if alone != nil {
                hangsInARow = 0
            }
            if hangsInARow >= limits.hangsInARow {
                givenUp = .hangs(hangsInARow)
                break
            }
            if now() >= deadline {
                givenUp = .overallLimit
                break
            }
        }

        let outcomes = log.declaredFunctions.map { test -> TestOutcome in
            let origin = launch.origin(test)
            let name = test.displayName ?? test.name
            if let status = excluded[test.id] {
                let message = if let limit = excludedLimit[test.id] {
                    "This test \(limit.overstep), so the test process was stopped. The other tests were run again without it."
                } else if status == .crashed {
                    "This test crashed the test process (a trap: force-unwrapping nil, an index out of range, `try!` on an error, or `fatalError`). The other tests were run again without it."
                } else {
                    "This test did not finish within \(Int(limits.perTest)) seconds and was stopped. Look for a loop that never ends or an `await` that is never resumed."
                }
                return TestOutcome(name: name, status: status, origin: origin, message: message, output: excludedOutput[test.id])
            }
            if let reason = log.skipped[test.id] {
                return TestOutcome(name: name, status: .skipped, origin: origin, message: reason)
            }
            let issues = suspects.contains(test.id) ? [] : log.issues[test.id] ?? []
            if issues.isEmpty, log.ended.contains(test.id) {
                return TestOutcome(name: name, status: .pass, origin: origin)
            }
            if issues.isEmpty, let givenUp {
                return TestOutcome(name: name, status: .skipped, origin: origin, message: givenUp.message(limits))
            }
            if issues.isEmpty {
                return TestOutcome(name: name, status: .skipped, origin: origin, message: "This test was not run.")
            }
            // An expectation in a loop fails once per turn in the same words; each is said once.
            var saidComments = Set<String>(), saidSummaries = Set<String>()
            let comments = issues.flatMap(\.comments).filter { saidComments.insert($0).inserted }
            let summaries = issues.map(\.summary).filter { saidSummaries.insert($0).inserted }
            let message = comments.isEmpty ? summaries.joined(separator: "\n") : comments.joined(separator: "\n")
            let output = comments.isEmpty ? nil : summaries.joined(separator: "\n")
            return TestOutcome(name: name, status: .fail, origin: origin, message: message, output: output)
        }
        if let givenUp {
            warnings.append(givenUp.warning(limits))
        }
        return Result(outcomes: outcomes, warnings: warnings, declared: log.declaredFunctions, earlyEnd: earlyEnd, untrusted: untrusted)
    }

    /// Runs of one group at most: a parallel run and one run alone per suspect, a few times over.
    static let maximumRuns = 200

    /// The environment variable that tells the test process sherpa's limit for one test, in seconds.
    static let perTestLimitVariable = "SHERPA_TEST_TIME_LIMIT"

    /// Why the tests still waiting were not run again.
    enum GiveUp {
        /// This many runs in a row ended with a test that did not finish.
        case hangs(Int)
        /// The runs together reached `CheckLimits.allRuns`.
        case overallLimit

        func message(_ limits: CheckLimits) -> String {
            switch self {
            case .hangs(let count):
                "This test was not run: \(count) tests in a row did not finish within \(Int(limits.perTest)) seconds, so sherpa stopped running the rest. Fix the hang those tests share, then check again."
            case .overallLimit:
                "This test was not run: the tests together reached the limit of \(Int(limits.allRuns)) seconds for one check. Fix the tests that hung or crashed, then check again."
            }
        }

        func warning(_ limits: CheckLimits) -> String {
            switch self {
            case .hangs(let count):
                "\(count) tests in a row hung, so the tests after them were not run. A loop that never ends or an `await` that is never resumed in code they all call is the usual cause."
            case .overallLimit:
                "The test runs together went past \(Int(limits.allRuns)) seconds; the tests not run by then are listed as not run."
            }
        }
    }

    /// A `--skip` pattern that matches exactly one test function: its id without the source location.
    /// The tests a parallel re-run skips: those with a result and those waiting to run alone. Only
    /// test functions: a suite that ended in a run of one of its tests must not take its other,
    /// unrun tests with it (a skipped suite skips them all, and a run of nothing proves nothing).
    static func leftOut(ended: Set<String>, functions: [DeclaredTest], excluded: Set<String>, suspects: [String]) -> [String] {
        let ids = Set(functions.map(\.id))
        return ended.intersection(ids).union(excluded).union(suspects).sorted()
    }

    static func skipPattern(for id: String) -> String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2, parts.last?.contains(".swift:") == true { parts.removeLast() }
        return NSRegularExpression.escapedPattern(for: parts.joined(separator: "/"))
    }

    /// The line that says why the process trapped, without the backtrace.
    static func crashExcerpt(_ output: String) -> String? {
        let lines = output.lines
        let interesting = lines.filter { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        return interesting.isEmpty ? nil : interesting.prefix(3).joined(separator: "\n")
    }
}
