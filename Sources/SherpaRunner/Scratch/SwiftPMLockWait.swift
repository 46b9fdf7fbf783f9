import Foundation
import SherpaCore

/// SwiftPM waiting for another SwiftPM that holds the same build folder: a check that would
/// otherwise sit silent, often behind a build left over from an interrupted check.
package struct SwiftPMLockWait: Sendable, Equatable {
    /// The process holding the lock, when SwiftPM names it.
    var holder: Int32?
    /// The build folder SwiftPM is waiting for, when it names it.
    var folder: String?

    init(holder: Int32?, folder: String?) {
        self.holder = holder
        self.folder = folder
    }

    /// What the learner reads.
    package var message: String {
        let who = holder.map { "another SwiftPM (process \($0))" } ?? "another SwiftPM"
        let where_ = folder.map { " using \($0)" } ?? ""
        let stop = holder.map { "stop it with `kill \($0)`" } ?? "stop it (`pgrep -fl swift` lists the candidates)"
        return "Waiting: \(who) is building\(where_), and swift waits until it has finished. If no other sherpa or swift is running, it is left over from an interrupted check: \(stop), and this check goes on."
    }

    /// Prints the message on standard error: the default for the real runner.
    @Sendable static func tellOnStandardError(_ wait: SwiftPMLockWait) {
        FileHandle.standardError.write(Data((wait.message + "\n").utf8))
    }

    /// Reads SwiftPM's stderr as it arrives and recognises its waiting line, even when the line is
    /// split across reads. SwiftPM ends that line without a newline while it waits, so the scanner
    /// looks for the whole sentence rather than for the end of a line.
    struct Scanner {
        private var pending = ""
        private var scanned = 0

        /// The wait, once the whole waiting sentence has been seen.
        mutating func scan(_ chunk: Data) -> SwiftPMLockWait? {
            // The sentence comes first, before any build output; past that there is nothing to find.
            guard scanned < 64 * 1024 else { return nil }
            scanned += chunk.count
            pending += String(decoding: chunk, as: UTF8.self)
            guard let start = pending.range(of: SwiftPMLockWait.opening) else {
                // Keep only enough of the end to catch the opening split across two reads.
                pending = String(pending.suffix(SwiftPMLockWait.opening.count))
                return nil
            }
            let sentence = pending[start.lowerBound...]
            guard sentence.contains("waiting") else { return nil }
            return SwiftPMLockWait(line: String(sentence))
        }
    }

    static let opening = "Another instance of SwiftPM"

    /// Parses "Another instance of SwiftPM is already running using '/x/.build', waiting…"; some
    /// versions name the process too ("Another instance of SwiftPM (PID: 123) is…").
    init?(line: String) {
        guard let start = line.range(of: Self.opening) else { return nil }
        let rest = line[start.upperBound...]
        var holder: Int32?
        if let pid = rest.range(of: "PID: ") {
            holder = Int32(rest[pid.upperBound...].prefix { $0.isNumber })
        }
        var folder: String?
        if let using = rest.range(of: "using '"), let end = rest[using.upperBound...].firstIndex(of: "'") {
            folder = String(rest[using.upperBound..<end])
        }
        self.init(holder: holder, folder: folder)
    }
}
