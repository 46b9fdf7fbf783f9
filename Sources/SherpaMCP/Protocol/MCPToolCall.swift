import Foundation
import SherpaRunner

/// One running `tools/call`: how its tool reports progress when the client asked for it, and
/// whether the client has cancelled it.
final class MCPToolCall: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelledReason: String?
    private var progressCount = 0
    /// The count a counted stage started from, once one has: its steps are counted on from there.
    private var countedFrom: Int?
    private var lastMessage: String?
    private let sendProgress: (@Sendable (_ progress: Int, _ total: Int?, _ message: String) -> Void)?

    /// `sendProgress` is nil when the request carried no progress token.
    init(sendProgress: (@Sendable (_ progress: Int, _ total: Int?, _ message: String) -> Void)? = nil) {
        self.sendProgress = sendProgress
    }

    /// Reports `message` as the next step of progress, without a total; the same words twice in
    /// a row are sent once.
    func progress(_ message: String) {
        report(message, stage: nil)
    }

    /// Reports `message` from a stage whose size is known, `completed` of `total` steps (the tests
    /// finished of those declared), so the notification carries a total. The stage's steps follow
    /// on from the steps reported before it, since MCP's progress must grow with every
    /// notification; words whose count has not moved on are not sent.
    func progress(_ message: String, completed: Int, of total: Int) {
        report(message, stage: (completed, total))
    }

    private func report(_ message: String, stage: (completed: Int, total: Int)?) {
        guard let sendProgress else { return }
        let sent: (progress: Int, total: Int?)? = lock.withLock {
            guard message != lastMessage else { return nil }
            var total: Int?
            if let stage {
                let start = countedFrom ?? progressCount + 1
                countedFrom = start
                guard start + stage.completed > progressCount else { return nil }
                progressCount = start + stage.completed
                total = start + stage.total
            } else {
                progressCount += 1
            }
            lastMessage = message
            return (progressCount, total)
        }
        if let sent { sendProgress(sent.progress, sent.total, message) }
    }

    func cancel(reason: String) {
        lock.withLock { if cancelledReason == nil { cancelledReason = reason } }
    }

    /// The client's reason when it cancelled this call, nil while it has not.
    var cancellation: String? { lock.withLock { cancelledReason } }

    /// Throws once the call is cancelled, so a tool stops between steps.
    func stopIfCancelled() throws {
        if let reason = cancellation { throw MCPError.cancelled(reason: reason) }
    }

    /// The process runner for this call: every build and test it starts is stopped with its whole
    /// process tree when the client cancels, and nothing new starts after that.
    func processes(_ base: any ProcessRunning) -> any ProcessRunning {
        CancellableProcessRunner(base: base, call: self)
    }
}
