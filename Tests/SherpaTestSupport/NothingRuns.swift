import SherpaRunner

/// A process runner on a machine where nothing may run: every program fails to start.
package struct NothingRuns: ProcessRunning {
    package init() {}

    package func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        ProcessOutcome(exitCode: 1, stderr: "\(invocation.program): not allowed here")
    }
}
