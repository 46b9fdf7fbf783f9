import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where commands write. Colour only on a terminal and never when `NO_COLOR` is set;
/// tests capture the text through `Console.capturing`.
final class Console: @unchecked Sendable {
    enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
    }

    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// True when stdout is an interactive terminal.
    let isTerminal: Bool
    let colorEnabled: Bool
    /// Columns to wrap prose to.
    let width: Int

    /// Shows a long text a screen at a time and returns once the reader has closed it; false
    /// when there is no pager or it could not run. Nil off a terminal.
    private let pager: ((String) -> Bool)?

    init(
        isTerminal: Bool, colorEnabled: Bool, width: Int,
        out: @escaping (String) -> Void, err: @escaping (String) -> Void, pager: ((String) -> Bool)? = nil
    ) {
        self.isTerminal = isTerminal
        self.colorEnabled = colorEnabled
        self.width = width
        self.writeOut = out
        self.writeErr = err
        self.pager = pager
    }

    /// The process's own stdout and stderr.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        let tty = isatty(STDOUT_FILENO) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Console(
            isTerminal: tty,
            colorEnabled: tty && !noColor && environment["TERM"] != "dumb",
            width: terminalWidth(environment: environment),
            out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            err: { text in FileHandle.standardError.write(Data(text.utf8)) },
            // A dumb terminal cannot run a full-screen pager. Which pager is looked up only when a page is shown.
            pager: tty && environment["TERM"] != "dumb" ? { text in Pager.preferred(environment: environment)?.show(text) ?? false } : nil
        )
    }

    /// A console whose output lands in `buffer`, for tests; `pager` stands in for the reader's.
    static func capturing(_ buffer: OutputBuffer, isTerminal: Bool = false, width: Int = 100, pager: ((String) -> Bool)? = nil) -> Console {
        Console(isTerminal: isTerminal, colorEnabled: false, width: width, out: { buffer.append($0) }, err: { buffer.appendError($0) }, pager: pager)
    }

    func line(_ text: String = "") { writeOut(text + "\n") }
    func write(_ text: String) { writeOut(text) }
    func error(_ text: String) { writeErr(text + "\n") }

    func style(_ text: String, _ styles: Style...) -> String {
        guard colorEnabled, !styles.isEmpty else { return text }
        return "\u{1B}[\(styles.map(\.rawValue).joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    /// Wraps prose to the console width with a hanging indent: `first` before the first line,
    /// `rest` before the others. The prefixes count towards the width, and a bullet in `first`
    /// is not repeated on the following lines.
    func wrap(_ text: String, first: String = "", rest: String = "") -> String {
        TextWrapper.wrap(text, width: width, first: first, indent: rest)
    }

    /// Sends what `body` prints through the pager when stdout is a terminal that has one, so a
    /// long page is read from its top; otherwise it is written straight out. Errors are not held back.
    func paged(_ body: (Console) -> Void) {
        guard isTerminal, let pager else { return body(self) }
        let buffer = OutputBuffer()
        body(Console(isTerminal: isTerminal, colorEnabled: colorEnabled, width: width, out: { buffer.append($0) }, err: writeErr))
        // A pager that cannot start must not cost the reader the text.
        if !pager(buffer.stdout) { writeOut(buffer.stdout) }
    }

    /// Begins output that replaces what came before it (the next report of `check --watch`). A
    /// terminal is cleared, so only the newest is in view; a file or a pipe cannot be cleared, so
    /// a rule keeps one from the next.
    func startOver() {
        if isTerminal {
            writeOut("\u{1B}[2J\u{1B}[H")
        } else {
            line()
            line(String(repeating: "─", count: min(width, 60)))
            line()
        }
    }

    private static func terminalWidth(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        return 100
    }
}

/// Collects console output in memory.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    init() {}

    func append(_ text: String) { lock.withLock { outText += text } }
    func appendError(_ text: String) { lock.withLock { errText += text } }
    var stdout: String { lock.withLock { outText } }
    var stderr: String { lock.withLock { errText } }
}
