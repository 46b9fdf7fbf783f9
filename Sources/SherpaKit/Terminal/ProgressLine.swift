import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The one line a check rewrites in place while a person waits on a terminal: what it is doing
/// and for how long. It writes only when the words change (once a second at most), and
/// `clear()` removes it before the report is printed. Off a terminal it writes nothing.
package final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let now: () -> Date
    private let started: Date
    private let lock = NSLock()
    private var shown: String?

    package init(console: Console, now: @escaping () -> Date = Date.init) {
        self.console = console
        self.now = now
        started = now()
    }

    /// The words for `progress` after `elapsed` seconds.
    static func words(_ progress: CheckProgress, elapsed: Int) -> String {
        let time = elapsed < 60 ? "\(elapsed)s" : "\(elapsed / 60)m \(String(format: "%02d", elapsed % 60))s"
        return switch progress {
        case .building: "building… \(time)"
        case .testing(let finished, let declared): "testing \(finished)/\(declared)… \(time)"
        }
    }

    /// Whole seconds since the line was made.
    package var elapsed: Int { Int(now().timeIntervalSince(started)) }

    package func show(_ progress: CheckProgress) {
        show(text: Self.words(progress, elapsed: elapsed))
    }

    /// Shows `text` in place of what the line said before; a command with its own words uses this.
    package func show(text: String) {
        guard console.isTerminal else { return }
        lock.withLock {
            guard text != shown else { return }
            shown = text
            console.write("\r\u{1B}[2K" + console.style(text, .dim))
        }
    }

    package func clear() {
        lock.withLock {
            guard shown != nil else { return }
            shown = nil
            console.write("\r\u{1B}[2K")
        }
    }
}
