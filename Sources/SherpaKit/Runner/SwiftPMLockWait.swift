import Foundation

/// SwiftPM waiting for another SwiftPM that holds the same build folder: a check that would
/// otherwise sit silent, often behind a build left over from an interrupted check.
public struct SwiftPMLockWait: Sendable, Equatable {
    /// The process holding the lock, when SwiftPM names it.
    public var holder: Int32?
    /// The build folder SwiftPM is waiting for, when it names it.
    public var folder: String?

    public init(holder: Int32?, folder: String?) {
        self.holder = holder
        self.folder = folder
    }

    /// What the learner reads.
    public var message: String {
        let who = holder.map { "another SwiftPM (process \($0))" } ?? "another SwiftPM"
        let where_ = folder.map { " using \($0)" } ?? ""
        let stop = holder.map { "stop it with `kill \($0)`" } ?? "stop it"
        return "Waiting: \(who) is building\(where_), and swift waits until it has finished. If no other sherpa or swift is running, it is left over from an interrupted check: \(stop), and this check goes on."
    }

    /// Prints the message on standard error: the default for the real runner.
    @Sendable public static func tellOnStandardError(_ wait: SwiftPMLockWait) {
        FileHandle.standardError.write(Data((wait.message + "\n").utf8))
    }

    /// Reads SwiftPM's stderr as it arrives and recognises its waiting line, even when the line is
    /// split across reads.
    struct Scanner {
        private var pending = ""
        private var scanned = 0

        /// The wait, once a whole waiting line has been seen.
        mutating func scan(_ chunk: Data) -> SwiftPMLockWait? {
            // The line comes first, before any build output; past that there is nothing to find.
            guard scanned < 64 * 1024 else { return nil }
            scanned += chunk.count
            pending += String(decoding: chunk, as: UTF8.self)
            while let newline = pending.firstIndex(of: "\n") {
                let line = String(pending[..<newline])
                pending = String(pending[pending.index(after: newline)...])
                if let wait = SwiftPMLockWait(line: line) { return wait }
            }
            return nil
        }
    }

    /// Parses "Another instance of SwiftPM (PID: 123) is already running using '/x/.build', waiting…".
    init?(line: String) {
        guard let start = line.range(of: "Another instance of SwiftPM") else { return nil }
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
