import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// A clock the test moves by hand.
private final class HandClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now = Date(timeIntervalSince1970: 1_000_000)

    func read() -> Date { lock.withLock { now } }
    func advance(_ seconds: TimeInterval) { lock.withLock { now += seconds } }
}

@Suite("Watching for a test that runs too long")
struct HangWatcherTests {
    private let clock = HandClock()
    private let eventsFile = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-hang-\(UUID().uuidString).jsonl")
    private let testID = "HiddenSuite.ProfileTests/save()/ProfileTests.swift:9:6"

    private func watcher() -> HangWatcher {
        let clock = clock
        return HangWatcher(eventsFile: eventsFile, perTest: 15, clock: { clock.read() })
    }

    private func write(_ lines: [String]) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: eventsFile, atomically: true, encoding: .utf8)
    }

    @Test("A test that started and runs past the limit is named")
    func longTestIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: eventsFile) }
        try write([TestEventLogTests.declaration, TestEventLogTests.started])
        let watcher = watcher()
        #expect(watcher.poll() == nil)
        clock.advance(16)
        #expect(watcher.poll() == "test \(testID) ran longer than 15 seconds")
    }

    @Test("A test still within the limit is left alone")
    func shortTestIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(at: eventsFile) }
        try write([TestEventLogTests.declaration, TestEventLogTests.started])
        let watcher = watcher()
        #expect(watcher.poll() == nil)
        clock.advance(14)
        #expect(watcher.poll() == nil)
    }

    @Test("A test that ended is never reported, however long ago it started")
    func endedTestIsNotReported() throws {
        defer { try? FileManager.default.removeItem(at: eventsFile) }
        try write([TestEventLogTests.declaration, TestEventLogTests.started, TestEventLogTests.ended])
        let watcher = watcher()
        #expect(watcher.poll() == nil)
        clock.advance(60)
        #expect(watcher.poll() == nil)
    }

    @Test("A line still being written is read once it is complete")
    func partialLineWaitsForItsEnd() throws {
        defer { try? FileManager.default.removeItem(at: eventsFile) }
        let started = TestEventLogTests.started
        let cut = started.index(started.startIndex, offsetBy: 40)
        try (TestEventLogTests.declaration + "\n" + started[..<cut]).write(to: eventsFile, atomically: true, encoding: .utf8)
        let watcher = watcher()
        #expect(watcher.poll() == nil)
        clock.advance(16)
        #expect(watcher.poll() == nil, "half a testStarted line must not count as a start")
        let handle = try FileHandle(forWritingTo: eventsFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((started[cut...] + "\n").utf8))
        try handle.close()
        clock.advance(1)
        #expect(watcher.poll() == nil, "the limit counts from when the start was read")
        clock.advance(16)
        #expect(watcher.poll() == "test \(testID) ran longer than 15 seconds")
    }

    @Test("Polls closer together than the poll interval do not read the file")
    func pollsAreThrottled() throws {
        defer { try? FileManager.default.removeItem(at: eventsFile) }
        try write([TestEventLogTests.declaration, TestEventLogTests.started])
        let watcher = watcher()
        #expect(watcher.poll() == nil)
        clock.advance(16)
        #expect(watcher.poll() != nil)
        clock.advance(HangWatcher.pollInterval / 2)
        #expect(watcher.poll() == nil)
    }
}
