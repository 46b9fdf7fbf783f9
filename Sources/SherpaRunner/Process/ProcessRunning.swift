import Foundation

/// Runs external programs. Injected everywhere so tests can fake `swift`.
package protocol ProcessRunning: Sendable {
    /// Runs `invocation` to the end or to its limits. `watch` is polled while it runs; returning a
    /// reason stops the whole process tree and records that reason.
    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome
}

extension ProcessRunning {
    package func run(_ invocation: ProcessInvocation) throws -> ProcessOutcome {
        try run(invocation, watch: nil)
    }
}
