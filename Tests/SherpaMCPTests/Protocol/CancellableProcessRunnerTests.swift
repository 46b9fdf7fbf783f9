import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

@Suite("Processes of a cancelled tool call")
struct CancellableProcessRunnerTests {
    /// Runs until its watch gives a reason, as the real runner polls it, and says what stopped it.
    final class WatchedRunner: ProcessRunning, @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var launches = 0
        var launched: Int { lock.withLock { launches } }

        func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
            lock.withLock { launches += 1 }
            started.signal()
            while true {
                if let reason = watch?() { return ProcessOutcome(exitCode: 9, signalled: true, stopReason: reason) }
                usleep(1000)
            }
        }
    }

    @Test("Cancelling the call stops the running process through the runner's watch")
    func cancelStopsRunningProcess() {
        let base = WatchedRunner()
        let call = MCPToolCall()
        let runner = call.processes(base)
        let failure = LockedBox<Error?>(nil)
        let finished = DispatchSemaphore(value: 0)
        // Its own thread, not a task: the run blocks until it is stopped.
        Thread.detachNewThread {
            do { _ = try runner.run(ProcessInvocation(program: "swift", arguments: ["build"])) } catch { failure.value = error }
            finished.signal()
        }
        base.started.wait()
        call.cancel(reason: "the learner moved on")
        finished.wait()
        #expect(failure.value as? MCPError == .cancelled(reason: "the learner moved on"))
        #expect(base.launched == 1)
    }

    @Test("Nothing new starts after the call is cancelled")
    func nothingStartsAfterCancel() {
        let base = WatchedRunner()
        let call = MCPToolCall()
        call.cancel(reason: "stop")
        #expect(throws: MCPError.cancelled(reason: "stop")) {
            try call.processes(base).run(ProcessInvocation(program: "swift", arguments: ["test"]))
        }
        #expect(base.launched == 0)
    }
}
