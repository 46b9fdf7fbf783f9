import Foundation

/// A limit of `TestSandbox` that ends a test run when learner code goes past it, so the report can
/// name it instead of calling the end a trap.
enum SandboxLimit: Sendable, Equatable {
    /// `ulimit -f`: a file, memory files (`memfd`) included, grew past `TestSandbox.fileSizeLimit`,
    /// and the kernel sent SIGXFSZ.
    case fileSize
    /// The run's `MemoryCgroup` went past `TestSandbox.memoryLimit`, and the kernel's OOM killer ended it.
    case memory
    /// The run folder held more than this many bytes (`TestSandbox.runFolderLimit`), and
    /// `RunFolderWatcher` stopped the run.
    case runFolder(limit: Int)

    /// What the code did, after "This test" or "the test process".
    var overstep: String {
        switch self {
        case .fileSize:
            "wrote a file larger than the \(TestSandbox.fileSizeLimit >> 20) MiB a test may write"
        case .memory:
            "used more than the \(TestSandbox.memoryLimit >> 30) GiB of memory a test run may use"
        case .runFolder(let limit):
            "kept more than the \(limit >> 20) MiB a test run may keep in its folder"
        }
    }

    /// The limit a run that `outcome` describes went past, if it shows one. Bubblewrap and a shell
    /// report a child killed by a signal as the exit status 128 plus the signal.
    static func reached(by outcome: ProcessOutcome, memoryGroup: MemoryCgroup?) -> SandboxLimit? {
        guard !outcome.succeeded, !outcome.timedOut, outcome.stopReason == nil else { return nil }
        if memoryGroup?.killedForMemory == true { return .memory }
        let signal = outcome.signalled ? outcome.exitCode : outcome.exitCode - 128
        return signal == SIGXFSZ ? .fileSize : nil
    }
}
