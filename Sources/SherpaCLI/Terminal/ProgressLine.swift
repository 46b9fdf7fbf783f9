import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// The one line a check rewrites in place while a person waits on a terminal: what it is doing
/// and for how long. It writes only when the words change (once a second at most), and
/// `clear()` removes it before the report is printed. Off a terminal it writes nothing.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let now: () -> Date
    private let started: Date
    private let lock = NSLock()
    private var shown: String?

    init(console: Console, now: @escaping () -> Date = Date.init) {
        self.console = console
        self.now = now
        started = now()
    }

    /// Whole seconds since the line was made.
    var elapsed: Int { Int(now().timeIntervalSince(started)) }

    func show(_ progress: CheckProgress) {
        show(text: progress.words(elapsed: elapsed))
    }

    /// Shows `text` in place of what the line said before; a command with its own words uses this.
    func show(text: String) {
        guard console.isTerminal else { return }
        lock.withLock {
            guard text != shown else { return }
            shown = text
            console.write("\r\u{1B}[2K" + console.style(text, .dim))
        }
    }

    func clear() {
        lock.withLock {
            guard shown != nil else { return }
            shown = nil
            console.write("\r\u{1B}[2K")
        }
    }
}
