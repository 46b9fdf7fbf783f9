import Foundation
import SherpaRunner

/// One running `tools/call`: how its tool reports progress when the client asked for it, and
/// whether the client has cancelled it.
package final class MCPToolCall: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelledReason: String?
    private var progressCount = 0
    private var lastMessage: String?
    private let sendProgress: (@Sendable (_ progress: Int, _ message: String) -> Void)?

    /// `sendProgress` is nil when the request carried no progress token.
    package init(sendProgress: (@Sendable (_ progress: Int, _ message: String) -> Void)? = nil) {
        self.sendProgress = sendProgress
    }

    /// Reports `message` as the next step of progress; the same words twice in a row are sent once.
    package func progress(_ message: String) {
        guard let sendProgress else { return }
        let count: Int? = lock.withLock {
            guard message != lastMessage else { return nil }
            lastMessage = message
            progressCount += 1
            return progressCount
        }
        if let count { sendProgress(count, message) }
    }

    package func cancel(reason: String) {
        lock.withLock { if cancelledReason == nil { cancelledReason = reason } }
    }

    /// The client's reason when it cancelled this call, nil while it has not.
    package var cancellation: String? { lock.withLock { cancelledReason } }

    /// Throws once the call is cancelled, so a tool stops between steps.
    package func stopIfCancelled() throws {
        if let reason = cancellation { throw MCPError.cancelled(reason: reason) }
    }

    /// The process runner for this call: every build and test it starts is stopped with its whole
    /// process tree when the client cancels, and nothing new starts after that.
    package func processes(_ base: any ProcessRunning) -> any ProcessRunning {
        CancellableProcessRunner(base: base, call: self)
    }
}
