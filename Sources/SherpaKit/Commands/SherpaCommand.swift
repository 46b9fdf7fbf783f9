import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

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

    /// The learner's progress store. Every save rewrites the study-session log from the saved
    /// progress, with the advice this workspace and its preferences give.
    package func progressStore(_ workspace: Workspace) -> ProgressStore {
        let store = ProgressStore(sessionsFolder: workspace.sessionsFolder, route: workspace.catalog.route, now: now)
        store.afterSave = { progress in
            SessionLog.refresh(progress, workspace: workspace)
        }
        return store
    }
}

/// A subcommand of `sherpa`: one file per command in `Commands/`.
package protocol SherpaCommand {
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The full `--help` text after the abstract: usage line, arguments and options.
    static var usage: String { get }
    init(parsing arguments: inout ArgumentList) throws
    func run(_ context: CommandContext) throws -> Int32
}

/// A mistake in how sherpa was called. Exit code 64.
package struct UsageError: LocalizedError, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var errorDescription: String? { message }
}

/// The words after the command name, consumed as a command parses them.
package struct ArgumentList {
    private var items: [String]

    package init(_ items: [String]) { self.items = items }

    /// Removes `--name` if present.
    package mutating func flag(_ name: String) -> Bool {
        guard let index = items.firstIndex(of: name) else { return false }
        items.remove(at: index)
        return true
    }

    /// Removes `--name value` or `--name=value` and returns the value.
    package mutating func option(_ name: String) throws -> String? {
        if let index = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(items[index].dropFirst(name.count + 1))
            items.remove(at: index)
            return value
        }
        guard let index = items.firstIndex(of: name) else { return nil }
        guard index + 1 < items.count, !items[index + 1].hasPrefix("--") else {
            throw UsageError("\(name) needs a value.")
        }
        let value = items[index + 1]
        items.removeSubrange(index...index + 1)
        return value
    }

    /// Removes and returns the next word that is not an option.
    package mutating func positional() -> String? {
        guard let index = items.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
        return items.remove(at: index)
    }

    /// Fails on anything left over, naming it.
    package func finish() throws {
        if let first = items.first {
            throw UsageError(first.hasPrefix("-") ? "Unknown option \(first)." : "Unexpected argument \(first).")
        }
    }
}
