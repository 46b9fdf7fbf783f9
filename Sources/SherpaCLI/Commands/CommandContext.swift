import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// Everything a command may touch, injected so tests can fake the terminal, the clock and `swift`.
struct CommandContext {
    var currentDirectory: URL
    var console: Console
    var processes: any ProcessRunning
    var now: @Sendable () -> Date
    var environment: [String: String]
    /// Reads one line of input; nil at end of input.
    var readLine: () -> String?
    /// True when standard input is an interactive terminal.
    var inputIsTerminal: Bool
    /// The `swift` executable the runner invokes.
    var swift: String

    init(
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

    func workspace() throws -> Workspace {
        try Workspace.locate(from: currentDirectory)
    }

    /// What a check or a grade in `workspace` runs with: this context's processes and `swift`, and
    /// the limits its environment sets.
    func runEnvironment(_ workspace: Workspace) -> RunEnvironment {
        RunEnvironment(workspace: workspace, processes: processes, limits: CheckLimits(environment: environment), swift: swift)
    }

    /// The learner's progress store, for a command that only reads it.
    func progressStore(_ workspace: Workspace) -> ProgressStore {
        ProgressStore(sessionsFolder: workspace.sessionsFolder, route: workspace.catalog.route, now: now)
    }

    /// The learner's session in `workspace`, on this context's clock: the one way a command
    /// records what the learner did. `preferences` are read from the course when not given.
    func session(_ workspace: Workspace, preferences: LearnerPreferences? = nil) -> LearnerSession {
        LearnerSession(workspace: workspace, now: now, preferences: preferences)
    }
}
