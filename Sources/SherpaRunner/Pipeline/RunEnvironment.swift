import Foundation
import SherpaCore

/// What every step of a check or a grade runs with: the course, how processes start, the time and
/// output limits and the `swift` executable. A command builds it once and hands it down whole, so
/// no step can quietly fall back to another `swift` or other limits than the command chose.
package struct RunEnvironment: Sendable {
    package var workspace: Workspace
    package var processes: any ProcessRunning
    package var limits: CheckLimits
    /// The `swift` to run; tests inject a fake.
    package var swift: String

    package init(workspace: Workspace, processes: any ProcessRunning, limits: CheckLimits = CheckLimits(), swift: String = "swift") {
        self.workspace = workspace
        self.processes = processes
        self.limits = limits
        self.swift = swift
    }

    /// `swift build` of the package in `folder` and its tests (`TestRunnerProgram.buildOptions`), within
    /// the build limits, with the stand-in's search path for the targets SwiftPM generates
    /// (`StandInLinkage.buildFlags`).
    func buildInvocation(_ folder: URL, standIn: StandInLinkage) -> ProcessInvocation {
        ProcessInvocation(
            program: swift,
            arguments: ["build", "--package-path", folder.path] + TestRunnerProgram.buildOptions + CompilerDiagnostics.buildFlags + standIn.buildFlags,
            timeout: limits.build, outputLimit: limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        )
    }
}
