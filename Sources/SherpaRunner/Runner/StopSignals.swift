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

    /// The exit status a shell expects after `signal`: 128 plus its number.
    package static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

    /// Stops everything and says what happened; the process then exits.
    static func stop(after signal: Int32, registry: RunningProcesses = .shared) -> (message: String, status: Int32) {
        let stopped = registry.stopAll()
        if signal == SIGINT, let ending = state.interruptEnding { return ending }
        let name = signal == SIGINT ? "Ctrl-C" : "SIGTERM"
        let what = stopped == 0 ? "." : " and stopped the processes it had started (a check's build and tests); the unfinished check was not recorded."
        return ("sherpa was interrupted (\(name))\(what)", exitStatus(for: signal))
    }

    private static func handle(_ signal: Int32) {
        RunningProcesses.shared.markExiting()
        let (message, status) = stop(after: signal)
        FileHandle.standardError.write(Data(("\n" + message + "\n").utf8))
        exit(status)
    }

    private static let state = SignalState()
}

/// The installed sources (kept alive for the life of the process) and the interrupt ending.
private final class SignalState: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [DispatchSourceSignal] = []
    private var ending: (String, Int32)?

    func installOnce(_ make: () -> [DispatchSourceSignal]) {
        lock.withLock { if sources.isEmpty { sources = make() } }
    }

    func setInterruptEnding(_ value: (String, Int32)?) { lock.withLock { ending = value } }
    var interruptEnding: (message: String, status: Int32)? { lock.withLock { ending.map { ($0.0, $0.1) } } }
}
