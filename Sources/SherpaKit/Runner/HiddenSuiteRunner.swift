import Foundation

/// Which tree a check looks at.
public enum CheckVariant: String, Sendable {
    /// The learner's folder in `Exercises/`.
    case starter
    /// The reference in `Solutions/`.
    case solution
}

/// Limits for one check. The defaults suit a learner's laptop and CI alike.
public struct CheckLimits: Sendable {
    /// A single test running longer than this is stopped and reported as timed out.
    public var perTest: TimeInterval = 15
    /// One `swift test` process may not run longer than this.
    public var perRun: TimeInterval = 180
    /// One `swift build` may not run longer than this.
    public var build: TimeInterval = 900
    /// Bytes of output kept per stream.
    public var output: Int = 1 << 20

    public init() {}

    /// The defaults, with `SHERPA_TEST_TIME_LIMIT` (seconds per test) taken from the environment.
    public init(environment: [String: String]) {
        if let value = environment["SHERPA_TEST_TIME_LIMIT"].flatMap(TimeInterval.init), value > 0 {
            perTest = value
        }
    }
}

/// Builds a section in its scratch package, runs the hidden suite (and the learner's own tests),
/// and turns the Swift Testing event stream into a report.
public struct HiddenSuiteRunner: Sendable {
    public let workspace: Workspace
    public let processes: any ProcessRunning
    public var limits: CheckLimits
    /// The `swift` to run; tests inject a fake.
    public var swift: String

    public init(workspace: Workspace, processes: any ProcessRunning, limits: CheckLimits = CheckLimits(), swift: String = "swift") {
        self.workspace = workspace
        self.processes = processes
        self.limits = limits
        self.swift = swift
    }

    /// Builds the synced package and runs its tests. A build failure becomes a learner build error
    /// (exit 2) or, when only the suite fails to compile, sentences about what is missing.
    public func buildAndTest(_ package: ScratchPackage, section: CatalogSection, sourcePath: String, variant: String) throws -> CheckReport {
        let build = try processes.run(ProcessInvocation(
            program: swift,
            arguments: ["build", "--package-path", package.folder.path, "--build-tests", "-Xswiftc", "-diagnostic-style=llvm"],
            timeout: limits.build,
            outputLimit: limits.output
        ))
        if !build.succeeded {
            return buildFailureReport(build, package: package, section: section, sourcePath: sourcePath, variant: variant)
        }

        // Learner tests run in their own process: a trap or a stray URLSession in them cannot touch the suite's results.
        var run = try runTests(package, only: package.hasLearnerTests ? ScratchPackage.suiteTarget : nil)
        if package.hasLearnerTests {
            let learner = try runTests(package, only: ScratchPackage.learnerTestTarget)
            run.outcomes += learner.outcomes
            run.warnings += learner.warnings
        }
        let hints = HintBook.load(section, in: workspace)
        var report = CheckReport(section: section.id, variant: variant, status: .pass, message: "")
        report.tests = run.outcomes.map { outcome in
            var outcome = outcome
            if outcome.status != .pass, outcome.origin == .suite {
                outcome.hint = hints?.tests[outcome.name]
            }
            return outcome
        }
        report.warnings = run.warnings
        if report.tests.isEmpty {
            report.status = .error
            report.message = "No test ran for \(section.displayName); the test process ended before reporting anything."
            return report
        }
        let failed = report.failedTests.count
        report.status = failed == 0 ? .pass : .fail
        report.message = failed == 0
            ? "All \(report.tests.count) checks of \(section.displayName) pass."
            : "\(failed) of \(report.tests.count) checks of \(section.displayName) do not pass yet."
        return report
    }

    private func buildFailureReport(_ build: ProcessOutcome, package: ScratchPackage, section: CatalogSection, sourcePath: String, variant: String) -> CheckReport {
        if build.timedOut {
            var report = CheckReport(section: section.id, variant: variant, status: .error, message: "Building \(section.displayName) took longer than \(Int(limits.build)) seconds and was stopped.")
            report.warnings = ["The build was stopped by sherpa's time limit; try again, or run `swift build` to see what is slow."]
            return report
        }
        let errors = CompilerDiagnostics.parse(build.stdout + "\n" + build.stderr).filter { $0.severity == "error" }
        let standInErrors = errors.filter { package.isStandInPath($0.path) }
        if !standInErrors.isEmpty {
            var report = CheckReport(section: section.id, variant: variant, status: .error, message: "sherpa's SwiftUI stand-in did not compile; this is a problem in the course, not in your code.")
            report.warnings = standInErrors.prefix(5).map { "\(package.displayPath(forCompilerPath: $0.path) ?? $0.path):\($0.line): \($0.message)" }
            return report
        }
        let learnerErrors = errors.filter { !package.isSuitePath($0.path) }
        let suiteErrors = errors.filter { package.isSuitePath($0.path) }

        if learnerErrors.isEmpty, !suiteErrors.isEmpty {
            // The learner's code compiles; the suite does not compile against it: something the section asks for is missing.
            var report = CheckReport(section: section.id, variant: variant, status: .fail, message: "Your code compiles, but it does not have everything \(section.displayName) asks for yet.")
            var sentences: [String] = []
            for error in suiteErrors {
                let line = (try? String(contentsOfFile: error.path, encoding: .utf8))?
                    .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(error.line - 1).first.map(String.init)
                let sentence = CompilerDiagnostics.missingRequirement(error.message, section: section, folder: sourcePath, suiteLine: line, column: error.column)
                if !sentences.contains(sentence) { sentences.append(sentence) }
            }
            // Follow-on errors ("cannot infer ...") add noise once the real gap is named.
            let specific = sentences.filter(CompilerDiagnostics.isSpecific)
            report.missing = specific.isEmpty ? sentences : specific
            return report
        }

        var report = CheckReport(section: section.id, variant: variant, status: .error, message: "Your code in \(sourcePath) does not compile yet.")
        report.buildErrors = learnerErrors.map { error in
            let display = package.displayPath(forCompilerPath: error.path) ?? error.path
            let importsSwiftUI = (try? String(contentsOfFile: error.path, encoding: .utf8))?.contains("import SwiftUI") ?? false
            return BuildDiagnostic(
                path: display, line: error.line, column: error.column, severity: error.severity, message: error.message,
                note: CompilerDiagnostics.standInNote(for: error.message, inFileImportingSwiftUI: importsSwiftUI)
            )
        }
        if report.buildErrors.isEmpty {
            // No diagnostic we can point at (a linker error, say): show the end of the build log, scrubbed of scratch paths.
            let tail = (build.stdout + build.stderr).split(whereSeparator: \.isNewline).suffix(15)
                .map { $0.replacingOccurrences(of: package.folder.path + "/", with: "") }
            report.warnings.append("The build failed without a diagnostic sherpa can map to your files. The end of the build log:\n" + tail.joined(separator: "\n"))
        }
        return report
    }

    /// Result of running the tests, possibly in several processes.
    struct TestRun {
        var outcomes: [TestOutcome]
        var warnings: [String]
    }

    /// Runs every test; a test that traps or hangs is recorded, left out, and the rest run again.
    func runTests(_ package: ScratchPackage, only target: String? = nil) throws -> TestRun {
        var log = MergedLog()
        var excluded: [String: TestStatus] = [:]
        var warnings: [String] = []
        var excludedOutput: [String: String] = [:]
        let eventsFile = package.folder.appendingPathComponent(".sherpa-events.jsonl")

        for _ in 0..<50 {
            try? FileManager.default.removeItem(at: eventsFile)
            var arguments = ["test", "--package-path", package.folder.path, "--skip-build", "--no-parallel",
                             "--event-stream-output-path", eventsFile.path, "--event-stream-version", "0"]
            if let target { arguments += ["--filter", "^\(target)\\."] }
            for id in excluded.keys.sorted() {
                arguments += ["--skip", Self.skipPattern(for: id)]
            }
            let watcher = HangWatcher(eventsFile: eventsFile, perTest: limits.perTest)
            let isolation = NetworkIsolation.prefix(processes: processes)
            let outcome = try processes.run(
                ProcessInvocation(
                    program: isolation.first ?? swift, arguments: Array(isolation.dropFirst()) + (isolation.isEmpty ? [] : [swift]) + arguments,
                    environment: ["SWIFT_BACKTRACE": "enable=no"],
                    timeout: limits.perRun, outputLimit: limits.output
                ),
                watch: { watcher.poll() }
            )
            let runLog = TestEventLog(text: (try? String(contentsOf: eventsFile, encoding: .utf8)) ?? "")
            log.merge(runLog)
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
            let output = Self.crashExcerpt(outcome.stdout + "\n" + outcome.stderr).map(package.learnerPaths(inTrapMessage:))
            for id in unfinished {
                excluded[id] = status
                excludedOutput[id] = output
            }
            // Run again only if something declared has not been run yet.
            let remaining = log.declaredFunctions.filter { !log.ended.contains($0.id) && excluded[$0.id] == nil }
            if remaining.isEmpty { break }
        }

        let outcomes = log.declaredFunctions.map { test -> TestOutcome in
            let origin: TestOrigin = test.module == ScratchPackage.learnerTestTarget ? .learner : .suite
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
        return TestRun(outcomes: outcomes, warnings: warnings)
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
