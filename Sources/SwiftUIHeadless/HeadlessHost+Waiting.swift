import Foundation
import SwiftUI

// Waiting for the work a view started: `settle()` and `waitUntil(_:)`.
extension HeadlessHost {
    // MARK: Waiting

    /// Lets `.task` work run and draws again, until every task the view started has finished
    /// and the tree is drawn up to date, or until `timeout` has passed.
    ///
    /// "Every task" means the `.task` work of the views on screen and every `Task { }` started
    /// while drawing, in a tapped button's action or in a pull to refresh, however deeply
    /// nested. The host waits on that condition, never on a quiet period, so a slow machine
    /// only makes it wait longer, not give up early. The timeout is a safety net only: it is long
    /// because a test process whose threads are all busy with other tests may not run the view's
    /// work for a while (sherpa's own per-test limit stops a hidden test long before it).
    public func settle(timeout: Duration = .seconds(300)) async {
        await settle(timeout: timeout) { _ in }
    }

    /// Like `settle(timeout:)`, and calls `eachLook` every time the host looks at the view
    /// while it waits, after drawing whatever changed: how `sherpa show` catches a spinner that
    /// is gone once the work has finished.
    public func settle(timeout: Duration = .seconds(300), eachLook: (HeadlessHost) -> Void) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            render()
            eachLook(self)
            if isSettled {
                // A completed task may still have main-actor work queued behind us (an
                // observer's callback); let it run, then look once more.
                await Task.yield()
                render()
                eachLook(self)
                if isSettled {
                    return
                }
            }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        render()
        eachLook(self)
    }

    /// How long `waitUntil(_:)` waits when the test names no time: two thirds of the limit for one
    /// test that sherpa passes in `SHERPA_TEST_TIME_LIMIT` (seconds), leaving the test time to
    /// report what the screen shows; 30 seconds when run outside sherpa.
    public nonisolated static func defaultWait(environment: [String: String]) -> Duration {
        guard let text = environment["SHERPA_TEST_TIME_LIMIT"], let perTest = Double(text), perTest > 0 else {
            return .seconds(30)
        }
        return .milliseconds(Int(perTest * 1000 * 2 / 3))
    }

    /// Whether no work the view started is still running and nothing is waiting to be drawn.
    var isSettled: Bool {
        graph.tasksAreIdle && graph.markedWorkIsDone && !graph.invalidation.isDirty
    }

    /// Waits until `condition` holds, drawing again whenever something changed.
    /// Throws when it still doesn't hold after `timeout`, with what the screen shows.
    ///
    /// Without a `timeout`, the host waits `defaultWait(environment:)`: under sherpa that ends
    /// before sherpa's limit for one test, so a screen that never comes fails with what it shows
    /// rather than being stopped as a hang.
    public func waitUntil(
        timeout: Duration? = nil,
        _ condition: () -> Bool
    ) async throws {
        let timeout = timeout ?? Self.defaultWait(environment: ProcessInfo.processInfo.environment)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            render()
            if condition() {
                return
            }
            if clock.now >= deadline {
                throw HeadlessFailure("The view did not reach the expected state within \(timeout). The screen shows:\n\(outline)")
            }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
