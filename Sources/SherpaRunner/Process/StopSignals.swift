import Foundation
import SherpaCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM. The children sherpa starts run in process groups of their own,
/// so the terminal's Ctrl-C reaches only sherpa; without these handlers `swift test` and the test
/// binary would go on at full speed, holding SwiftPM's lock against the next check. On either
/// signal sherpa stops every child tree, removes their temporary folders, and exits 130 or 143.
package enum StopSignals {
    /// Starts handling SIGINT and SIGTERM; calling it again changes nothing.
    package static func install() {
        state.installOnce {
            var sources: [DispatchSourceSignal] = []
            for number in [SIGINT, SIGTERM] {
                // A dispatch source sees the signal only when the default action is switched off.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { handle(number) }
                source.resume()
                sources.append(source)
            }
            return sources
        }
    }

    /// What to print and which exit status to use when Ctrl-C stops a command that is meant to be
    /// stopped that way (`check --watch`). Nil restores the default: a note and status 130.
    package static func setInterruptEnding(message: String, status: Int32) {
        state.setInterruptEnding((message, status))
    }

    package static func clearInterruptEnding() {
        state.setInterruptEnding(nil)
    }

    /// Names the work a signal would stop (a check unless a command says otherwise).
    package static func setInterruptedWork(_ work: InterruptedWork) {
        state.setWork(work)
    }

    /// The work a signal would stop now.
    static var interruptedWork: InterruptedWork { state.work }

    /// Runs `body` while a program the reader is using (a pager) has the terminal. It shares
    /// sherpa's process group, so Ctrl-C reaches both, and there the key is the program's: sherpa
    /// neither stops nor exits. SIGTERM still ends sherpa.
    package static func leavingInterrupts<Value>(_ body: () throws -> Value) rethrows -> Value {
        state.setInterruptsLeft(true)
        defer { state.setInterruptsLeft(false) }
        return try body()
    }

    /// The exit status a shell expects after `signal`: 128 plus its number.
    static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

    /// Stops everything and says what happened; the process then exits.
    static func stop(after signal: Int32, registry: RunningProcesses = .shared) -> (message: String, status: Int32) {
        let stopped = registry.stopAll()
        if signal == SIGINT, let ending = state.interruptEnding { return ending }
        return (message(after: signal, stoppedAny: stopped > 0, work: state.work), exitStatus(for: signal))
    }

    static func message(after signal: Int32, stoppedAny: Bool, work: InterruptedWork) -> String {
        let name = signal == SIGINT ? "Ctrl-C" : "SIGTERM"
        return "sherpa was interrupted (\(name))" + (stoppedAny ? " and stopped the processes it had started \(work.consequence)" : ".")
    }

    private static func handle(_ signal: Int32) {
        if signal == SIGINT, state.interruptsLeft { return }
        RunningProcesses.shared.markExiting()
        let (message, status) = stop(after: signal)
        FileHandle.standardError.write(Data(("\n" + message + "\n").utf8))
        exit(status)
    }

    private static let state = SignalState()
}

/// The installed sources (kept alive for the life of the process), the interrupt ending, the
/// work a signal would stop, and whether Ctrl-C is left to a program in the foreground.
private final class SignalState: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [DispatchSourceSignal] = []
    private var ending: (String, Int32)?
    private var interrupted = InterruptedWork.check
    private var leftToForeground = false

    func installOnce(_ make: () -> [DispatchSourceSignal]) {
        lock.withLock { if sources.isEmpty { sources = make() } }
    }

    func setInterruptEnding(_ value: (String, Int32)?) { lock.withLock { ending = value } }
    var interruptEnding: (message: String, status: Int32)? { lock.withLock { ending.map { ($0.0, $0.1) } } }
    func setWork(_ value: InterruptedWork) { lock.withLock { interrupted = value } }
    var work: InterruptedWork { lock.withLock { interrupted } }
    func setInterruptsLeft(_ value: Bool) { lock.withLock { leftToForeground = value } }
    var interruptsLeft: Bool { lock.withLock { leftToForeground } }
}
