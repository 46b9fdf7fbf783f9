import Foundation

/// How a process ended.
package struct ProcessOutcome: Sendable, Equatable {
    package var exitCode: Int32
    /// True when the process died of a signal (a trap in learner code, or our own kill).
    var signalled: Bool
    package var stdout: String
    package var stderr: String
    /// True when either stream went past the output limit.
    var truncated: Bool
    package var timedOut: Bool
    /// Set when the watcher stopped the process; the watcher's reason.
    var stopReason: String?
    var duration: TimeInterval

    package init(exitCode: Int32, signalled: Bool = false, stdout: String = "", stderr: String = "", truncated: Bool = false, timedOut: Bool = false, stopReason: String? = nil, duration: TimeInterval = 0) {
        self.exitCode = exitCode
        self.signalled = signalled
        self.stdout = stdout
        self.stderr = stderr
        self.truncated = truncated
        self.timedOut = timedOut
        self.stopReason = stopReason
        self.duration = duration
    }

    package var succeeded: Bool { exitCode == 0 && !signalled && !timedOut && stopReason == nil }
}
