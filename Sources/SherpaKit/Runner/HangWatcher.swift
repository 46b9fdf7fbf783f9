import Foundation
import SherpaCore

/// Reads the event stream while tests run and says when one test has run for too long.
final class HangWatcher: @unchecked Sendable {
    private let eventsFile: URL
    private let perTest: TimeInterval
    private let lock = NSLock()
    private var offset: UInt64 = 0
    private var partial = ""
    private var log = TestEventLog()
    private var firstSeen: [String: Date] = [:]
    private var lastPoll = Date.distantPast

    init(eventsFile: URL, perTest: TimeInterval) {
        self.eventsFile = eventsFile
        self.perTest = perTest
    }

    func poll() -> String? {
        lock.withLock {
            let now = Date()
            guard now.timeIntervalSince(lastPoll) >= 0.2 else { return nil }
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
