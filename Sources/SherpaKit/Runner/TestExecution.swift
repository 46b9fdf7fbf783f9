import Foundation

/// Runs one group of tests to the end: a test that traps or hangs is recorded, left out, and the
/// rest run again, so every test gets its own result. The event stream is the source of truth.
public struct TestExecution: Sendable {
    public let processes: any ProcessRunning
    public var limits: CheckLimits

    public init(processes: any ProcessRunning, limits: CheckLimits) {
        self.processes = processes
        self.limits = limits
    }

    /// Result of running the tests, possibly in several processes.
    public struct Result: Sendable {
        public var outcomes: [TestOutcome]
        public var warnings: [String]
        /// Every test function the runs declared, for checking them against the suite's inventory.
        public var declared: [DeclaredTest] = []
        /// Why the first run ended before declaring any test, when it did: the trap's words, or a time-out.
        public var earlyEnd: String?
    }

    public func run(_ launch: TestLaunch) throws -> Result {
        var log = MergedLog()
        var excluded: [String: TestStatus] = [:]
        var warnings: [String] = []
        var excludedOutput: [String: String] = [:]
        var earlyEnd: String?
        try FileManager.default.createDirectory(at: launch.workFolder, withIntermediateDirectories: true)
        let eventsFile = launch.workFolder.appendingPathComponent(".sherpa-events.jsonl")

        for _ in 0..<50 {
            try? FileManager.default.removeItem(at: eventsFile)
            let watcher = HangWatcher(eventsFile: eventsFile, perTest: limits.perTest)
            let outcome = try processes.run(launch.invocation(eventsFile: eventsFile, skipping: excluded.keys.sorted(), limits: limits), watch: { watcher.poll() })
            let runLog = TestEventLog(text: (try? String(contentsOf: eventsFile, encoding: .utf8)) ?? "")
            log.merge(runLog)
            if log.declared.isEmpty, !outcome.succeeded {
                earlyEnd = outcome.timedOut
                    ? "the test process ran past \(Int(limits.perRun)) seconds before any test started"
                    : Self.crashExcerpt(outcome.stdout + "\n" + outcome.stderr).map(launch.trapPaths) ?? "the test process ended (status \(outcome.exitCode)) before any test started"
            }
            if outcome.truncated {
                warnings.append("The tests printed more than \(limits.output / 1024) KiB; the rest of the output was dropped.")
            }

            let unfinished = runLog.unfinished
            if unfinished.isEmpty {
                if outcome.timedOut {
                    warnings.append("The test run went past \(Int(limits.perRun)) seconds and was stopped.")
                }
                break
            }
            let status: TestStatus = outcome.stopReason != nil || outcome.timedOut ? .timedOut : .crashed
            let output = Self.crashExcerpt(outcome.stdout + "\n" + outcome.stderr).map(launch.trapPaths)
            for id in unfinished {
                excluded[id] = status
                excludedOutput[id] = output
            }
            // Run again only if something declared has not been run yet.
            let remaining = log.declaredFunctions.filter { !log.ended.contains($0.id) && excluded[$0.id] == nil }
            if remaining.isEmpty { break }
        }

        let outcomes = log.declaredFunctions.map { test -> TestOutcome in
            let origin = launch.origin(test)
            let name = test.displayName ?? test.name
            if let status = excluded[test.id] {
                let message = status == .crashed
                    ? "This test crashed the test process (a trap: force-unwrapping nil, an index out of range, `try!` on an error, or `fatalError`). The other tests were run again without it."
                    : "This test did not finish within \(Int(limits.perTest)) seconds and was stopped. Look for a loop that never ends or an `await` that is never resumed."
                return TestOutcome(name: name, status: status, origin: origin, message: message, output: excludedOutput[test.id])
            }
            if let reason = log.skipped[test.id] {
                return TestOutcome(name: name, status: .skipped, origin: origin, message: reason)
            }
            let issues = log.issues[test.id] ?? []
            if issues.isEmpty, log.ended.contains(test.id) {
                return TestOutcome(name: name, status: .pass, origin: origin)
            }
            if issues.isEmpty {
                return TestOutcome(name: name, status: .skipped, origin: origin, message: "This test was not run.")
            }
            let comments = issues.flatMap(\.comments)
            let message = comments.isEmpty ? issues.map(\.summary).joined(separator: "\n") : comments.joined(separator: "\n")
            let output = comments.isEmpty ? nil : issues.map(\.summary).joined(separator: "\n")
            return TestOutcome(name: name, status: .fail, origin: origin, message: message, output: output)
        }
        return Result(outcomes: outcomes, warnings: warnings, declared: log.declaredFunctions, earlyEnd: earlyEnd)
    }

    /// A `--skip` pattern that matches exactly one test function: its id without the source location.
    static func skipPattern(for id: String) -> String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2, parts.last?.contains(".swift:") == true { parts.removeLast() }
        return NSRegularExpression.escapedPattern(for: parts.joined(separator: "/"))
    }

    /// The line that says why the process trapped, without the backtrace.
    static func crashExcerpt(_ output: String) -> String? {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        let interesting = lines.filter { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        return interesting.isEmpty ? nil : interesting.prefix(3).joined(separator: "\n")
    }
}
