import Foundation
import SherpaCore

/// Limits for one check. The defaults suit a learner's laptop and CI alike.
package struct CheckLimits: Sendable {
    /// A single test running longer than this is stopped and reported as timed out.
    package var perTest: TimeInterval = 15
    /// One `swift test` process may not run longer than this.
    package var perRun: TimeInterval = 180
    /// The first run of a group of tests and every re-run after a trap or a hang, together, may
    /// not take longer than this: a hang in every test must not cost one time limit per test.
    package var allRuns: TimeInterval = 300
    /// After this many runs in a row ended by a hung test, the tests not run yet are left out:
    /// a hang in one test is usually a hang in the code they all call.
    package var hangsInARow: Int = 3
    /// One `swift build` may not run longer than this.
    package var build: TimeInterval = 900
    /// Bytes of output kept per stream.
    package var output: Int = 1 << 20

    package init() {}

    /// The defaults, with `SHERPA_TEST_TIME_LIMIT` (seconds per test) taken from the environment.
    package init(environment: [String: String]) {
        if let value = environment["SHERPA_TEST_TIME_LIMIT"].flatMap(TimeInterval.init), value > 0 {
            perTest = value
        }
    }
}

/// Builds a section in its scratch package, runs the hidden suite (and the learner's own tests),
/// and turns the Swift Testing event stream into a report.
package struct HiddenSuiteRunner: Sendable {
    package let workspace: Workspace
    package let processes: any ProcessRunning
    package var limits: CheckLimits
    /// The `swift` to run; tests inject a fake.
    package var swift: String
    /// Told where the check has got while it builds and tests, for a person watching.
    package var onProgress: @Sendable (CheckProgress) -> Void = { _ in }

    package init(workspace: Workspace, processes: any ProcessRunning, limits: CheckLimits = CheckLimits(), swift: String = "swift") {
        self.workspace = workspace
        self.processes = processes
        self.limits = limits
        self.swift = swift
    }

    /// Builds the synced package and runs its tests. A build failure becomes a learner build error
    /// (exit 2) or, when only the suite fails to compile, sentences about what is missing. The status
    /// is final only for a build error; `CheckVerdict.settle` decides the rest.
    package func buildAndTest(_ package: ScratchPackage, section: CatalogSection, sourcePath: String, variant: CheckVariant) throws -> CheckReport {
        let onProgress = self.onProgress
        let build = try processes.run(ProcessInvocation(
            program: swift,
            arguments: ["build", "--package-path", package.folder.path, "--build-tests"] + CompilerDiagnostics.buildFlags,
            timeout: limits.build,
            outputLimit: limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        ), watch: {
            onProgress(.building)
            return nil
        })
        if !build.succeeded {
            return buildFailureReport(build, package: package, section: section, sourcePath: sourcePath, variant: variant)
        }

        // Learner tests run in their own process: a trap or a stray URLSession in them cannot touch the suite's results.
        // Only the suite target's tests are hidden tests: a `@Test` declared in the learner's module is never counted.
        let suiteRun = try runTests(package, only: ScratchPackage.suiteTarget)
        var run = suiteRun
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
        let inventory = try HiddenSuiteInventory.of(section, in: workspace, learnerModules: section.modules.map(\.name), viewsSetAside: package.viewsSetAside)
        if let distrust = inventory.distrust(suiteRun, target: ScratchPackage.suiteTarget, section: section) {
            report.status = .fail
            report.runProblem = distrust
            report.tests = []
            return report
        }
        // With the views set aside a suite may have nothing left to run; that is not a failed run.
        if report.tests.isEmpty, !package.viewsSetAside {
            report.status = .error
            report.message = "No test ran for \(section.displayName); the test process ended before reporting anything."
            return report
        }
        return report
    }

    private func buildFailureReport(_ build: ProcessOutcome, package: ScratchPackage, section: CatalogSection, sourcePath: String, variant: CheckVariant) -> CheckReport {
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
            var report = CheckReport(section: section.id, variant: variant, status: .fail, message: "")
            report.missing = CompilerDiagnostics.missingSentences(for: suiteErrors, section: section, folder: sourcePath)
            return report
        }

        let gapContext = (try? SwiftUIAPI.load(in: workspace)).map { StandInGap.Context.reading(package.learnerSourceFiles, api: $0) }
        if !package.viewsSetAside, let gapContext, let gap = StandInGap.find(in: learnerErrors, context: gapContext) {
            // Our gap, not the learner's error: `SectionChecker` judges the rest with the views set aside.
            var report = CheckReport(section: section.id, variant: variant, status: .checkerGap, message: "")
            report.checkerGaps = gap.names
            return report
        }
        var report = CheckReport(section: section.id, variant: variant, status: .error, message: "Your code in \(sourcePath) does not compile yet.")
        report.buildErrors = learnerErrors.map { error in
            CompilerDiagnostics.buildDiagnostic(error, displayPath: package.displayPath(forCompilerPath: error.path) ?? error.path, gapContext: gapContext)
        }
        if report.buildErrors.isEmpty {
            // No diagnostic we can point at (a linker error, say): show the end of the build log, scrubbed of scratch paths.
            let tail = (build.stdout + build.stderr).split(whereSeparator: \.isNewline).suffix(15)
                .map { $0.replacingOccurrences(of: package.folder.path + "/", with: "") }
            report.warnings.append("The build failed without a diagnostic sherpa can map to your files. The end of the build log:\n" + tail.joined(separator: "\n"))
        }
        return report
    }

    /// Runs every test of `target` (all targets when nil) through `swift test`, without network and with
    /// the course repository read-only: only the scratch package can be written.
    func runTests(_ package: ScratchPackage, only target: String? = nil, environment: [String: String] = [:]) throws -> TestExecution.Result {
        // On Linux the built test binary runs directly: SwiftPM's start-up would cost a second per run.
        let tool: TestLaunch.Tool = package.testBinary.map { .binary($0) } ?? .swiftTest(package: package.folder, swift: swift)
        var launch = TestLaunch(
            tool: tool, target: target, workFolder: package.folder,
            origin: { $0.module == ScratchPackage.learnerTestTarget ? .learner : .suite }
        )
        try FileManager.default.createDirectory(at: workspace.toolTemporaryFolder, withIntermediateDirectories: true)
        launch.sandbox = TestSandbox.make(readOnly: [workspace.root], writable: [package.folder, workspace.toolTemporaryFolder], processes: processes)
        launch.trapPaths = { package.learnerPaths(inTrapMessage: $0) }
        launch.temporaryDirectory = workspace.toolTemporaryFolder
        launch.environment = environment
        var execution = TestExecution(processes: processes, limits: limits)
        execution.onProgress = onProgress
        return try execution.run(launch)
    }
}
