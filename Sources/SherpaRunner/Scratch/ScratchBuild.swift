import Foundation
import SherpaCore

/// `sherpa check`'s build: one learner's code (or the reference) in its own `ScratchPackage`, built
/// with the hidden suite and the learner's tests; built, it runs them for `CheckPipeline`.
struct ScratchBuild: BuiltLearnerCode {
    let environment: RunEnvironment
    let package: ScratchPackage
    let section: CatalogSection
    /// Told where the check has got while it builds and tests, for a person watching.
    var onProgress: @Sendable (CheckProgress) -> Void = { _ in }

    init(environment: RunEnvironment, package: ScratchPackage, section: CatalogSection, onProgress: @escaping @Sendable (CheckProgress) -> Void = { _ in }) {
        self.environment = environment
        self.package = package
        self.section = section
        self.onProgress = onProgress
    }

    /// Builds the synced package. A build failure becomes a learner build error (exit 2) or, when
    /// only the suite fails to compile, sentences about what is missing.
    func build(sourcePath: String, variant: CheckVariant) throws -> LearnerBuild<any BuiltLearnerCode> {
        let onProgress = self.onProgress
        let build = try environment.processes.run(environment.buildInvocation(package.folder, standIn: package.standIn), watch: {
            onProgress(.building)
            return nil
        })
        if build.succeeded { return .built(self) }
        return failure(build, sourcePath: sourcePath, variant: variant)
    }

    private func failure(_ build: ProcessOutcome, sourcePath: String, variant: CheckVariant) -> LearnerBuild<any BuiltLearnerCode> {
        let limits = environment.limits
        if build.timedOut {
            var report = CheckReport(section: section.id, variant: variant, status: .error, message: "Building \(section.displayName) took longer than \(Int(limits.build)) seconds and was stopped.")
            report.warnings = ["The build was stopped by sherpa's time limit; try again, or run `swift build` to see what is slow."]
            return .failed(report)
        }
        let errors = CompilerDiagnostics.parse(build.stdout + "\n" + build.stderr).filter { $0.severity == .error }
        let standInErrors = errors.filter { package.isStandInPath($0.path) }
        if !standInErrors.isEmpty {
            var report = CheckReport(section: section.id, variant: variant, status: .error, message: "sherpa's SwiftUI stand-in did not compile; this is a problem in the course, not in your code.")
            report.warnings = standInErrors.prefix(5).map { "\(package.displayPath(forCompilerPath: $0.path) ?? $0.path):\($0.line): \($0.message)" }
            return .failed(report)
        }
        let sorted = LearnerBuild<any BuiltLearnerCode>.sortingFailure(
            learnerErrors: errors.filter { !package.isSuitePath($0.path) }, suiteErrors: errors.filter { package.isSuitePath($0.path) },
            section: section, variant: variant, sourcePath: sourcePath,
            learnerFiles: package.learnerSourceFiles, api: try? SwiftUIAPI.load(in: environment.workspace), viewsSetAside: package.viewsSetAside,
            displayPath: { package.displayPath(forCompilerPath: $0) ?? $0 }
        )
        guard case .failed(var report) = sorted else { return sorted }
        if report.buildErrors.isEmpty {
            // No diagnostic we can point at (a linker error, say): show the end of the build log, scrubbed of scratch paths.
            let tail = (build.stdout + build.stderr).split(whereSeparator: \.isNewline).suffix(15)
                .map { $0.replacingOccurrences(of: package.folder.path + "/", with: "") }
            report.warnings.append("The build failed without a diagnostic sherpa can map to your files. The end of the build log:\n" + tail.joined(separator: "\n"))
        }
        return .failed(report)
    }

    var suiteTarget: String { ScratchPackage.suiteTarget }

    var viewsSetAside: Bool { package.viewsSetAside }

    // Only the suite target's tests are hidden tests: a `@Test` declared in the learner's module is never counted.
    func runSuite() throws -> TestExecution.Result {
        try runTests(only: ScratchPackage.suiteTarget)
    }

    func runOwnTests() throws -> TestExecution.Result? {
        package.hasLearnerTests ? try runTests(only: ScratchPackage.learnerTestTarget) : nil
    }

    func runProbes(_ probes: [CompileFailProbe]) throws -> [TestOutcome] {
        try ProbeRunner(processes: environment.processes, swift: environment.swift).run(probes, package: package, modules: section.modules.map(\.name))
    }

    func judgeMutants(_ catalog: MutantCatalog, spec: LearnerTestsSpec, testsFolder: URL, testsDisplayPath: String) throws -> MutationTester.Verdict {
        var tester = MutationTester(environment: environment)
        tester.standIn = package.standIn
        return try tester.run(section, testsFolder: testsFolder, testsDisplayPath: testsDisplayPath, scratchName: package.folder.lastPathComponent + "-mutants")
    }

    /// Runs every test of `target` through `swift test`, without network and with the course
    /// repository read-only: only the scratch package can be written.
    func runTests(only target: String, environment variables: [String: String] = [:]) throws -> TestExecution.Result {
        let workspace = environment.workspace
        let package = self.package
        // On Linux the target's own runner runs directly: SwiftPM's start-up would cost a second per run.
        let binary = package.testBinary(for: target)
        let tool: TestLaunch.Tool = binary.map { .binary($0) } ?? .swiftTest(package: package.folder, swift: environment.swift)
        // The run folder lies outside the package: the package's sources include the hidden suite.
        let runFolder = workspace.scratchRoot.appendingPathComponent("runs/\(package.folder.lastPathComponent)/\(target)")
        var launch = TestLaunch(
            tool: tool, target: target, workFolder: runFolder,
            origin: { $0.module == ScratchPackage.learnerTestTarget ? .learner : .suite }
        )
        try FileManager.default.createDirectory(at: workspace.toolTemporaryFolder, withIntermediateDirectories: true)
        // Emptied first: nothing an earlier check's tests wrote stays, so the folder holds one run's files.
        try? FileManager.default.removeItem(at: runFolder)
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        // `swift test` (where there is no binary to run directly) writes the package's build folder and
        // keeps SwiftPM's lock files in the shared temporary folder.
        let writable = binary == nil ? [runFolder, workspace.toolTemporaryFolder, package.folder.appendingPathComponent(".build")] : [runFolder]
        let sandbox = TestSandbox.make(readable: binary.map { [$0] } ?? [], writable: writable, hidden: [workspace.root], processes: environment.processes)
        launch.sandbox = sandbox
        launch.trapPaths = { package.learnerPaths(inTrapMessage: $0) }
        launch.temporaryDirectory = workspace.toolTemporaryFolder
        launch.environment = variables
        launch.receipted = target == ScratchPackage.suiteTarget
        var execution = TestExecution(processes: environment.processes, limits: environment.limits)
        execution.onProgress = onProgress
        var result = try execution.run(launch)
        result.warnings += sandbox.limitations
        return result
    }
}
