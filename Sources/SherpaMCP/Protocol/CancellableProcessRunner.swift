import Foundation
import SherpaRunner

/// Runs processes for one tool call and stops them when the call is cancelled: the runner's own
/// watch kills the whole process tree, as the time limit does.
struct CancellableProcessRunner: ProcessRunning {
    let base: any ProcessRunning
    let call: MCPToolCall

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        try call.stopIfCancelled()
        let call = call
        let outcome = try base.run(invocation) {
            if let reason = call.cancellation { return "cancelled by the assistant (\(reason))" }
            return watch?()
        }
        try call.stopIfCancelled()
        return outcome
    }
}
