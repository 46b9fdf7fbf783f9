import Foundation
import SherpaCore

/// The one real process runner: Foundation `Process`, both pipes drained on their own threads,
/// output capped, a time limit, and `NO_COLOR=1` so tools print plain text. Every child is
/// registered with `RunningProcesses` while it runs, so Ctrl-C can stop its whole tree.
package struct SystemProcessRunner: ProcessRunning {
    /// Called once per run when SwiftPM says it is waiting for another SwiftPM that holds the
    /// build folder's lock; otherwise a check would wait there without a word.
    var onLockWait: @Sendable (SwiftPMLockWait) -> Void
    /// Where running children are registered; the process-wide one outside tests.
    let registry: RunningProcesses

    package init(onLockWait: @escaping @Sendable (SwiftPMLockWait) -> Void = SwiftPMLockWait.tellOnStandardError) {
        self.init(onLockWait: onLockWait, registry: .shared)
    }

    init(onLockWait: @escaping @Sendable (SwiftPMLockWait) -> Void = SwiftPMLockWait.tellOnStandardError, registry: RunningProcesses) {
        self.onLockWait = onLockWait
        self.registry = registry
    }

    package func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let temporaryUse = try beginTemporaryUse(invocation)
        defer { if let temporaryUse { registry.endTemporaryUse(temporaryUse) } }
        let process = Process()
        if invocation.program.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: invocation.program)
            process.arguments = invocation.arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [invocation.program] + invocation.arguments
        }
        if let folder = invocation.workingDirectory {
            process.currentDirectoryURL = folder
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(invocation.environment) { _, new in new }
        if let temporaryUse { environment["TMPDIR"] = temporaryUse.folder.path }
        process.environment = environment

        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = FileHandle.nullDevice

        let stdoutBuffer = CappedBuffer(limit: invocation.outputLimit)
        let stderrBuffer = CappedBuffer(limit: invocation.outputLimit)
        let drained = DispatchGroup()
        let onLockWait = onLockWait
        for (pipe, buffer, watchesLock) in [(stdoutPipe, stdoutBuffer, false), (stderrPipe, stderrBuffer, true)] {
            drained.enter()
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread {
                var lockScan = watchesLock ? SwiftPMLockWait.Scanner() : nil
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                    if let wait = lockScan?.scan(chunk) {
                        lockScan = nil
                        onLockWait(wait)
                    }
                }
                drained.leave()
            }
        }

        let started = Date()
        // No new child once sherpa is exiting on a signal: the handler has already stopped the others.
        registry.holdIfExiting()
        do {
            try Self.withFileSizeSignalUnblocked { try process.run() }
        } catch {
            try? stdoutPipe.fileHandleForWriting.close()
            try? stderrPipe.fileHandleForWriting.close()
            throw ProcessRunnerError.launchFailed(program: invocation.program, reason: error.localizedDescription)
        }
        // The parent's copies of the write ends must close, or the readers never see EOF.
        try? stdoutPipe.fileHandleForWriting.close()
        try? stderrPipe.fileHandleForWriting.close()
        let pid = process.processIdentifier
        registry.started(pid)
        defer { registry.ended(pid) }

        var timedOut = false
        var stopReason: String?
        let deadline = started.addingTimeInterval(invocation.timeout)
        while process.isRunning {
            if Date() >= deadline {
                timedOut = true
                ProcessTree.kill(root: process.processIdentifier)
                break
            }
            if let watch, let reason = watch() {
                stopReason = reason
                ProcessTree.kill(root: process.processIdentifier)
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        // Whatever the child left running in its own process group goes with it.
        ProcessTree.killGroup(pid)
        registry.holdIfExiting()
        // A grandchild that inherited the pipes could keep them open; don't wait forever for it.
        if drained.wait(timeout: .now() + 5) == .timedOut {
            try? stdoutPipe.fileHandleForReading.close()
            try? stderrPipe.fileHandleForReading.close()
        }

        return ProcessOutcome(
            exitCode: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            stdout: stdoutBuffer.text,
            stderr: stderrBuffer.text,
            truncated: stdoutBuffer.overflowed || stderrBuffer.overflowed,
            timedOut: timedOut,
            stopReason: stopReason,
            duration: Date().timeIntervalSince(started)
        )
    }

    /// Runs `body` with SIGXFSZ unblocked on this thread. A child starts with the signal mask of the
    /// thread that starts it, and Swift's worker threads block most signals; a test past its file
    /// size limit must then die of SIGXFSZ, so its run can say so, and not go on with failed writes.
    /// sherpa itself never gets SIGXFSZ, so unblocking it here costs nothing.
    private static func withFileSizeSignalUnblocked(_ body: () throws -> Void) rethrows {
        var fileSize = sigset_t()
        sigemptyset(&fileSize)
        sigaddset(&fileSize, SIGXFSZ)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &fileSize, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try body()
    }

    /// Starts this run's use of the invocation's temporary folder, or nil when it sets none.
    private func beginTemporaryUse(_ invocation: ProcessInvocation) throws -> TemporaryFolderUse? {
        guard let folder = invocation.temporaryDirectory else { return nil }
        do {
            return try registry.beginTemporaryUse(folder)
        } catch {
            throw ProcessRunnerError.temporaryDirectoryFailed(path: folder.path, reason: ProgressStore.describe(error))
        }
    }
}
