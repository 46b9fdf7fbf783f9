import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sherpa check --watch`: runs the check, then again whenever a file of the section changes,
/// each report in place of the one before. It polls modification times (no platform file-event
/// API needed) and waits for saves to settle.
struct CheckWatcher {
    let workspace: Workspace
    let section: CatalogSection
    /// The folder being checked: the learner's, or the reference with `--solution`.
    let folder: String
    let context: CommandContext
    var pollInterval: TimeInterval = 0.5
    /// Quiet time after the last change before checking, so an editor's burst of writes runs one check.
    var debounce: TimeInterval = 0.4
    /// Stops after this many checks; tests use it, learners stop with Ctrl-C.
    var maxRuns: Int?

    init(workspace: Workspace, section: CatalogSection, folder: String? = nil, context: CommandContext, maxRuns: Int? = nil) {
        self.workspace = workspace
        self.section = section
        self.folder = folder ?? section.starter
        self.context = context
        self.maxRuns = maxRuns
    }

    func run(check: () throws -> Int32) throws -> Int32 {
        // Ctrl-C is how watching ends: the running check's processes are stopped with it.
        StopSignals.install()
        StopSignals.setInterruptEnding(message: "Stopped watching.", status: 0)
        defer { StopSignals.clearInterruptEnding() }
        var runs = 0
        var lastCode: Int32 = 0
        var seen = snapshot()
        while true {
            lastCode = try check()
            runs += 1
            if let maxRuns, runs >= maxRuns { return lastCode }
            context.console.line(context.console.style("Watching \(folder) for changes. Press Ctrl-C to stop.", .dim))
            seen = waitForChange(after: seen)
            // Each report replaces the last, so the result in view is always the newest.
            context.console.startOver()
        }
    }

    /// Modification time of every Swift file of the section, by path.
    func snapshot() -> [String: Date] {
        let folder = workspace.url(self.folder)
        let files = (try? SourceTree.files(in: folder, extensions: ["swift"])) ?? []
        var result: [String: Date] = [:]
        for relative in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(relative).path)
            result[relative] = attributes?[.modificationDate] as? Date ?? .distantPast
        }
        return result
    }

    func waitForChange(after previous: [String: Date]) -> [String: Date] {
        var current = previous
        while current == previous {
            Thread.sleep(forTimeInterval: pollInterval)
            current = snapshot()
        }
        // Let a burst of saves finish before checking.
        while true {
            Thread.sleep(forTimeInterval: debounce)
            let settled = snapshot()
            if settled == current { return settled }
            current = settled
        }
    }
}
