import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// Everything a command may touch, injected so tests can fake the terminal, the clock and `swift`.
package struct CommandContext {
    package var currentDirectory: URL
    package var console: Console
    package var processes: any ProcessRunning
    package var now: @Sendable () -> Date
    package var environment: [String: String]
    /// Reads one line of input; nil at end of input.
    package var readLine: () -> String?
    /// True when standard input is an interactive terminal.
    package var inputIsTerminal: Bool
    /// The `swift` executable the runner invokes.
    package var swift: String

    package init(
        currentDirectory: URL,
        console: Console,
        processes: any ProcessRunning = SystemProcessRunner(),
        now: @escaping @Sendable () -> Date = { Date() },
        environment: [String: String] = ProcessInfo.processInfo.environment,
        readLine: @escaping () -> String? = { Swift.readLine() },
        inputIsTerminal: Bool = false,
        swift: String = "swift"
    ) {
        self.currentDirectory = currentDirectory
        self.console = console
        self.processes = processes
        self.now = now
        self.environment = environment
        self.readLine = readLine
        self.inputIsTerminal = inputIsTerminal
        self.swift = swift
    }

    package func workspace() throws -> Workspace {
        try Workspace.locate(from: currentDirectory)
    }

    /// What a check or a grade in `workspace` runs with: this context's processes and `swift`, and
    /// the limits its environment sets.
    package func runEnvironment(_ workspace: Workspace) -> RunEnvironment {
        RunEnvironment(workspace: workspace, processes: processes, limits: CheckLimits(environment: environment), swift: swift)
    }

    /// The learner's progress store, for a command that only reads it.
    package func progressStore(_ workspace: Workspace) -> ProgressStore {
        ProgressStore(sessionsFolder: workspace.sessionsFolder, route: workspace.catalog.route, now: now)
    }

    /// The learner's session in `workspace`, on this context's clock: the one way a command
    /// records what the learner did. `preferences` are read from the course when not given.
    package func session(_ workspace: Workspace, preferences: LearnerPreferences? = nil) -> LearnerSession {
        LearnerSession(workspace: workspace, now: now, preferences: preferences)
    }
}
