import Foundation
import SherpaCore

/// How one group of tests is started: through `swift test` on a built package, or by running the
/// package's test binary directly (grading starts hundreds of runs, and SwiftPM's start-up would
/// dominate them). Both take Swift Testing's own filter and event-stream arguments.
package struct TestLaunch: Sendable {
    package enum Tool: Sendable {
        /// `swift test --skip-build` in this package folder, with this `swift`.
        case swiftTest(package: URL, swift: String)
        /// The built test binary, run with `--testing-library swift-testing`.
        case binary(URL)
    }

    var tool: Tool
    /// The test target whose tests run; nil runs every target.
    package var target: String?
    /// Added to the environment of the test process, e.g. the mutant to switch on.
    package var environment: [String: String] = [:]
    /// Writable folder for the event stream and temporary files of this run.
    var workFolder: URL
    /// Confinement for the test process; nil runs it as it is.
    var sandbox: TestSandbox?
    /// Which part of the report a declared test belongs to.
    package var origin: @Sendable (DeclaredTest) -> TestOrigin
    /// `TMPDIR` for `swift test`, cleaned after the run; nil leaves the caller's.
    var temporaryDirectory: URL?
    /// Whether this is a hidden suite whose passes count only with a receipt (`TestReceipts`).
    package var receipted = false
    /// Rewrites a trap message's file IDs into the learner's paths.
    package var trapPaths: @Sendable (String) -> String = { $0 }

    package init(tool: Tool, target: String?, workFolder: URL, sandbox: TestSandbox? = nil, origin: @escaping @Sendable (DeclaredTest) -> TestOrigin) {
        self.tool = tool
        self.target = target
        self.workFolder = workFolder
        self.sandbox = sandbox
        self.origin = origin
    }

    /// The command line for one run that writes its events to `eventsFile` and skips `skipped`.
    /// The tests run in parallel, as Swift Testing runs them by default; `alone` runs that one test
    /// by itself instead, to tell which of the tests a dead run had started was the culprit. A
    /// sandboxed run goes into `memoryGroup` when there is one.
    func invocation(eventsFile: URL, skipping skipped: [String], alone: String? = nil, limits: CheckLimits, receipts: TestReceipts? = nil, memoryGroup: MemoryCgroup? = nil) -> ProcessInvocation {
        var command: [String]
        switch tool {
        case .swiftTest(let package, let swift):
            command = [swift, "test", "--package-path", package.path, "--skip-build"]
        case .binary(let binary):
            command = [binary.path, "--testing-library", "swift-testing"]
        }
        command += ["--event-stream-output-path", eventsFile.path, "--event-stream-version", "0"]
        if let alone {
            command += ["--no-parallel", "--filter", TestExecution.skipPattern(for: alone)]
        } else if let target {
            command += ["--filter", "^\(NSRegularExpression.escapedPattern(for: target))\\."]
        }
        for id in skipped {
            command += ["--skip", TestExecution.skipPattern(for: id)]
        }
        var environment = ["SWIFT_BACKTRACE": "enable=no"]
        environment.merge(self.environment) { _, new in new }
        environment.merge(receipts?.environment ?? [:]) { _, new in new }
        let confined = sandbox?.wrap(command, environment: environment, memoryGroup: memoryGroup) ?? command
        return ProcessInvocation(
            program: confined[0], arguments: Array(confined.dropFirst()),
            environment: environment, timeout: limits.perRun, outputLimit: limits.output,
            temporaryDirectory: temporaryDirectory
        )
    }
}
