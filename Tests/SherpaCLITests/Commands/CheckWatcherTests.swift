import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa check --watch")
struct JourneyCheckWatcherTests {
    /// Counts checks across the watcher's thread and the test's.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var finished: Int32?

        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
        func finish(_ code: Int32?) { lock.withLock { finished = code } }
        var result: Int32? { lock.withLock { finished } }
    }

    func watcher(_ course: JourneyWorkspace, maxRuns: Int) throws -> CheckWatcher {
        let context = CommandContext(currentDirectory: course.root, console: .capturing(OutputBuffer()), now: { JourneyWorkspace.start })
        var watcher = CheckWatcher(workspace: try course.workspace, section: try course.section(1), context: context, maxRuns: maxRuns)
        watcher.pollInterval = 0.05
        watcher.debounce = 0.05
        return watcher
    }

    @Test("The watcher checks again after a file of the section changes")
    func rerunsOnChange() async throws {
        let course = try JourneyWorkspace()
        let box = SendableBox(try watcher(course, maxRuns: 2))
        let counter = Counter()
        Thread.detachNewThread {
            let code = try? box.value.run {
                counter.increment()
                return counter.value == 1 ? ExitCode.failure : ExitCode.success
            }
            counter.finish(code ?? -1)
        }
        try await waitUntil { counter.value == 1 }
        // Give the watcher time to settle into waiting, then save a change from this thread.
        try await Task.sleep(for: .milliseconds(200))
        #expect(counter.result == nil, "the watcher waits for a change before checking again")
        let file = course.root.appendingPathComponent("Exercises/Section1-Topic1/Audit.swift")
        try "let audit = [\"books\": \"state\"]\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file.path)
        try await waitUntil { counter.result != nil }
        #expect(counter.value == 2)
        #expect(counter.result == ExitCode.success, "the watcher returns the last check's exit code")
    }

    @Test("A new Swift file in the section counts as a change")
    func newFileIsAChange() throws {
        let course = try JourneyWorkspace()
        let watcher = try watcher(course, maxRuns: 1)
        let before = watcher.snapshot()
        try course.folder.write("struct Added {}\n", to: "Exercises/Section1-Topic1/Added.swift")
        #expect(watcher.snapshot() != before)
        #expect(watcher.snapshot().keys.sorted() == ["Added.swift", "Audit.swift"])
    }

    @Test("With --solution the watcher watches the reference folder, not the learner's")
    func watchesTheCheckedFolder() throws {
        let course = try JourneyWorkspace()
        let context = CommandContext(currentDirectory: course.root, console: .capturing(OutputBuffer()), now: { JourneyWorkspace.start })
        let section = try course.section(1)
        let watcher = CheckWatcher(workspace: try course.workspace, section: section, folder: section.solution, context: context)
        let before = watcher.snapshot()
        try course.folder.write("struct Added {}\n", to: "Exercises/Section1-Topic1/Added.swift")
        #expect(watcher.snapshot() == before, "a change to the learner's folder is not a change to the reference")
        try course.folder.write("struct Added {}\n", to: "\(section.solution)/Added.swift")
        #expect(watcher.snapshot() != before)
    }

    @Test("With maxRuns 1 the watcher checks once and returns")
    func singleRun() throws {
        let course = try JourneyWorkspace()
        let counter = Counter()
        let code = try watcher(course, maxRuns: 1).run {
            counter.increment()
            return ExitCode.failure
        }
        #expect(code == ExitCode.failure)
        #expect(counter.value == 1)
    }

    /// The watcher's output over two checks, a file of the section changing during the first.
    func twoReports(terminal: Bool) throws -> String {
        let course = try JourneyWorkspace()
        let buffer = OutputBuffer()
        let console = Console.capturing(buffer, isTerminal: terminal)
        let context = CommandContext(currentDirectory: course.root, console: console, now: { JourneyWorkspace.start })
        var watcher = CheckWatcher(workspace: try course.workspace, section: try course.section(1), context: context, maxRuns: 2)
        watcher.pollInterval = 0
        watcher.debounce = 0
        var runs = 0
        _ = try watcher.run {
            runs += 1
            console.line("report \(runs)")
            // Saved while the first check runs, so the watcher sees a change as soon as it looks.
            if runs == 1 { try course.folder.write("struct Added {}\n", to: "Exercises/Section1-Topic1/Added.swift") }
            return ExitCode.success
        }
        return buffer.stdout
    }

    @Test("On a terminal, the screen is cleared before each new report, so it replaces the last")
    func redrawsOnATerminal() throws {
        let output = try twoReports(terminal: true)
        let between = try #require(output.components(separatedBy: "report 1").last?.components(separatedBy: "report 2").first)
        #expect(between.hasSuffix("\u{1B}[2J\u{1B}[H"))
        #expect(!output.components(separatedBy: "report 1")[0].contains("\u{1B}"), "the first report follows the command as it is")
    }

    @Test("Off a terminal, reports are kept apart by a plain rule, with no escape codes")
    func separatesWhenPiped() throws {
        let output = try twoReports(terminal: false)
        let between = try #require(output.components(separatedBy: "report 1").last?.components(separatedBy: "report 2").first)
        #expect(between.contains("\n────────"))
        #expect(!output.contains("\u{1B}"))
    }

    /// Polls `condition` until it holds. The two-minute deadline is a safety net for a broken
    /// watcher, far beyond what a loaded machine needs; it never decides a passing run.
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while !condition(), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(condition(), "timed out waiting")
    }
}
