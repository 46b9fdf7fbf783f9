import Foundation
import SherpaCore

/// Builds a section's code with the headless host and draws its screen: the work behind
/// `sherpa show`.
package struct ScreenDrawing {
    /// What came of drawing the screen.
    package enum Outcome: Equatable {
        /// The outlines as the host wrote them: the first loading frame, if there was one, and the
        /// screen once its work finished (or when `busy`, after the time limit).
        case drawn(loading: String?, settled: String, busy: Bool)
        /// The code compiles, but the screen's expression does not, or the program stopped.
        case notDrawable(String)
        /// The learner's own code does not compile.
        case doesNotCompile(String)
    }

    /// How long the screen's work may run before it is drawn as it is.
    package static let settleSeconds = 60

    let environment: RunEnvironment
    let section: CatalogSection
    let screen: String
    let sourcePath: String
    var workspace: Workspace { environment.workspace }
    var processes: any ProcessRunning { environment.processes }
    var swift: String { environment.swift }
    var limits: CheckLimits { environment.limits }

    package init(environment: RunEnvironment, section: CatalogSection, screen: String, sourcePath: String) {
        self.environment = environment
        self.section = section
        self.screen = screen
        self.sourcePath = sourcePath
    }

    package func draw(onWait: () -> Void) throws -> Outcome {
        let variant = sourcePath == section.solution ? CheckVariant.solution : .starter
        let name = "\(section.id)-\(variant.rawValue)-show"
        let folder = workspace.scratchRoot.appendingPathComponent(name)
        // A drawing has no report to carry the note; what matters is that no cached path breaks its build.
        try BuildCacheStamp.claim(environment)
        let lock = try FileLock(path: workspace.scratchRoot.appendingPathComponent("\(name).lock").path, timeout: limits.build, onWait: onWait)
        defer { withExtendedLifetime(lock) {} }

        let package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: workspace.url(sourcePath), sourceDisplayPath: sourcePath,
            folder: folder, includeSuite: false, includeLearnerTests: false
        )
        try GeneratedPackage.sync(package.showFiles(section: section, screen: screen, settleSeconds: Self.settleSeconds, api: ScreenAPI.load(in: workspace, section: section.id)), into: folder)

        // A drawing has no tests to discover, so it needs no index store (`TestRunnerProgram.buildOptions`).
        let build = try processes.run(ProcessInvocation(
            program: swift,
            arguments: ["build", "--package-path", folder.path, "--product", ScratchPackage.showTarget, "--disable-index-store"] + CompilerDiagnostics.buildFlags,
            timeout: limits.build,
            outputLimit: limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        ))
        if !build.succeeded {
            return buildFailure(build.stdout + "\n" + build.stderr, package: package)
        }

        let output = folder.appendingPathComponent("outline")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workspace.toolTemporaryFolder, withIntermediateDirectories: true)
        let sandbox = TestSandbox.make(readable: [package.showProgram], writable: [output], hidden: [workspace.root], processes: processes)
        try sandbox.handOver([output])
        let command = sandbox.wrap([package.showProgram.path, output.path], environment: [:])
        let run = try processes.run(ProcessInvocation(
            program: command[0],
            arguments: Array(command.dropFirst()),
            timeout: TimeInterval(Self.settleSeconds + 60),
            outputLimit: limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        ))
        guard let settled = try? String(contentsOf: output.appendingPathComponent("settled.txt"), encoding: .utf8) else {
            if run.timedOut {
                return .notDrawable("Drawing `\(screen)` from \(sourcePath) did not finish within \(Self.settleSeconds + 60) seconds.")
            }
            // A crash report is long; the runtime's own first line says why, at the learner's file.
            let lines = (run.stderr + "\n" + run.stdout).split(separator: "\n").map(String.init)
            let cause = lines.first { $0.contains("Fatal error") } ?? lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let said = cause.map { " The code stopped with:\n  " + package.learnerPaths(inTrapMessage: String($0.prefix(500))) } ?? ""
            return .notDrawable("Drawing `\(screen)` from \(sourcePath) crashed before the screen settled (exit status \(run.exitCode)); sherpa show answers only the course API's sample paths, and any other request fails as offline.\(said)")
        }
        let loading = try? String(contentsOf: output.appendingPathComponent("loading.txt"), encoding: .utf8)
        let busy = FileManager.default.fileExists(atPath: output.appendingPathComponent("busy").path)
        return .drawn(loading: loading, settled: settled, busy: busy)
    }

    /// A build that failed in the learner's code is theirs to fix; one that failed only in the
    /// program means the screen's expression does not fit their code yet.
    private func buildFailure(_ output: String, package: ScratchPackage) -> Outcome {
        let errors = CompilerDiagnostics.parse(output).filter { $0.severity == .error }
        let check = "`sherpa check \(section.id)\(sourcePath == section.solution ? " --solution" : "")`"
        guard let first = errors.first else {
            return .notDrawable("The screen could not be built from \(sourcePath); run \(check) to see why.")
        }
        if errors.contains(where: { !package.isShowProgramPath($0.path) }) {
            return .doesNotCompile("Your code in \(sourcePath) does not compile, so there is no screen to draw yet. Run \(check) to see the errors at your own files.")
        }
        let line = (try? String(contentsOfFile: first.path, encoding: .utf8))?
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(first.line - 1).first.map(String.init)
        let missing = CompilerDiagnostics.missingRequirement(first, section: section, folder: sourcePath, suiteLine: line)
        return .notDrawable("sherpa draws \(section.displayName)'s screen as `\(screen)`, and that does not fit the code in \(sourcePath) yet. \(missing) Run \(check) to see what the section still asks for.")
    }
}
