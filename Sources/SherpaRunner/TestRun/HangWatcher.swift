import Foundation
import SherpaCore

/// Reads the event stream while tests run and says when one test has run for too long.
final class HangWatcher: @unchecked Sendable {
    private let eventsFile: URL
    private let perTest: TimeInterval
    /// The time now; tests pass a clock they move by hand, so no test waits for real seconds.
    private let clock: @Sendable () -> Date
    private let lock = NSLock()
    private var offset: UInt64 = 0
    private var partial = ""
    private var log = TestEventLog()
    private var firstSeen: [String: Date] = [:]
    private var lastPoll = Date.distantPast

    init(eventsFile: URL, perTest: TimeInterval, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.eventsFile = eventsFile
        self.perTest = perTest
        self.clock = clock
    }

    /// Polls come often (every few milliseconds); reading the file at most this often is enough.
    static let pollInterval: TimeInterval = 0.2

    func poll() -> String? {
        lock.withLock {
            let now = clock()
            guard now.timeIntervalSince(lastPoll) >= Self.pollInterval else { return nil }
            lastPoll = now
            readNewLines()
            for id in log.unfinished {
                let since = firstSeen[id] ?? now
                firstSeen[id] = since
                if now.timeIntervalSince(since) > perTest {
                    return "test \(id) ran longer than \(Int(perTest)) seconds"
                }
            }
            return nil
        }
    }

    /// Tests ended and tests declared in the stream so far; nil until the run declares a test.
    func counts() -> (finished: Int, declared: Int)? {
        lock.withLock {
            let declared = log.testFunctions.count
            return declared == 0 ? nil : (log.ended.count, declared)
        }
    }

    private func readNewLines() {
        guard let handle = try? FileHandle(forReadingFrom: eventsFile) else { return }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        guard let data = try? handle.readToEnd(), !data.isEmpty else { return }
        offset += UInt64(data.count)
        partial += String(decoding: data, as: UTF8.self)
        var lines = partial.split(separator: "\n", omittingEmptySubsequences: false)
        partial = String(lines.removeLast())
        for line in lines { log.consume(line: String(line)) }
    }
}
