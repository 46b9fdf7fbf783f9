import Foundation
import SherpaCore
import SherpaRunner
import SherpaSession

/// What sherpa's tools run with, handed over by whoever starts the server: the processes they
/// start, the clock, the environment that sets the limits, the `swift` to run, and standard error,
/// where what the tools' code says goes (standard output carries protocol messages only).
struct ToolEnvironment: @unchecked Sendable {
    // @unchecked: the closures are thread-safe writers and clocks, the rest values and thread-safe runners.
    var processes: any ProcessRunning
    var now: @Sendable () -> Date
    var environment: [String: String]
    var swift: String
    var standardError: @Sendable (String) -> Void

    init(processes: any ProcessRunning, now: @escaping @Sendable () -> Date, environment: [String: String], swift: String, standardError: @escaping @Sendable (String) -> Void) {
        self.processes = processes
        self.now = now
        self.environment = environment
        self.swift = swift
        self.standardError = standardError
    }

    /// What a check or a drawing in `workspace` runs with.
    func runEnvironment(_ workspace: Workspace) -> RunEnvironment {
        RunEnvironment(workspace: workspace, processes: processes, limits: CheckLimits(environment: environment), swift: swift)
    }

    /// The learner's session; its preferences are read for each call, so an edit of the file
    /// between calls counts.
    func session(_ workspace: Workspace) -> LearnerSession {
        LearnerSession(workspace: workspace, now: now)
    }
}
