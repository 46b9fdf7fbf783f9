import Foundation
import SherpaCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command to run, with the limits it must stay within.
package struct ProcessInvocation: Sendable, Equatable {
    /// A program name looked up on `PATH`, or an absolute path.
    package var program: String
    package var arguments: [String]
    package var workingDirectory: URL?
    /// Added to the inherited environment (after `NO_COLOR=1`).
    package var environment: [String: String]
    /// Wall-clock limit in seconds; the whole process tree is killed past it.
    package var timeout: TimeInterval
    /// Bytes kept of each of stdout and stderr: the first half and the last half of that, so
    /// both the start of the output and the reason at its end survive. The middle is dropped.
    package var outputLimit: Int
    /// A folder for the child's temporary files, for example `.build/sherpa/tmp`, passed as `TMPDIR`.
    /// The runner creates it, and when no run (of any sherpa) is using it any more it removes the
    /// `TemporaryDirectory.*` folders the Swift driver leaves behind, after a kill too. One folder
    /// is shared by all runs on purpose: SwiftPM keeps its build-folder lock files in `TMPDIR`, so
    /// a folder per run would let two builds of the same package run at once.
    package var temporaryDirectory: URL?

    package init(
        program: String,
        arguments: [String],
        workingDirectory: URL? = nil,
        environment: [String: String] = [:],
        timeout: TimeInterval = 600,
        outputLimit: Int = 1 << 20,
        temporaryDirectory: URL? = nil
    ) {
        self.program = program
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.temporaryDirectory = temporaryDirectory
    }
}

/// How a process ended.
package struct ProcessOutcome: Sendable, Equatable {
    package var exitCode: Int32
    /// True when the process died of a signal (a trap in learner code, or our own kill).
    package var signalled: Bool
    package var stdout: String
    package var stderr: String
    /// True when either stream went past the output limit.
    package var truncated: Bool
    package var timedOut: Bool
    /// Set when the watcher stopped the process; the watcher's reason.
    package var stopReason: String?
    package var duration: TimeInterval

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

/// What can go wrong starting a process.
package enum ProcessRunnerError: LocalizedError {
    /// The program could not be started at all.
    case launchFailed(program: String, reason: String)
    /// The folder for the child's temporary files could not be made.
    case temporaryDirectoryFailed(path: String, reason: String)

    package var errorDescription: String? {
        switch self {
        case .launchFailed(let program, let reason):
            "sherpa could not start \(program): \(reason). Is the Swift toolchain on your PATH?"
        case .temporaryDirectoryFailed(let path, let reason):
            "sherpa could not make the folder \(path) for the build's temporary files: \(reason). Check that .build/ is writable and the disk is not full."
        }
    }
}

/// The one real process runner: Foundation `Process`, both pipes drained on their own threads,
/// output capped, a time limit, and `NO_COLOR=1` so tools print plain text. Every child is
/// registered with `RunningProcesses` while it runs, so Ctrl-C can stop its whole tree.
package struct SystemProcessRunner: ProcessRunning {
    /// Called once per run when SwiftPM says it is waiting for another SwiftPM that holds the
    /// build folder's lock; otherwise a check would wait there without a word.
    package var onLockWait: @Sendable (SwiftPMLockWait) -> Void
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
        do {
            try process.run()
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

/// Keeps the first and the last half of `limit` bytes written to it, and counts what falls between.
/// A crash's reason is printed last, so the tail matters as much as the head.
private final class CappedBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var head = Data()
    private var tail = Data()
    private let headLimit: Int
    private let tailLimit: Int
    private var dropped = 0

    init(limit: Int) {
        headLimit = max(limit, 0) / 2 + max(limit, 0) % 2
        tailLimit = max(limit, 0) / 2
    }

    var overflowed: Bool { lock.withLock { dropped > 0 || tail.count > tailLimit } }

    func append(_ chunk: Data) {
        lock.withLock {
            var rest = chunk[...]
            let room = headLimit - head.count
            if room > 0 {
                head.append(rest.prefix(room))
                rest = rest.dropFirst(room)
            }
            guard !rest.isEmpty else { return }
            tail.append(rest)
            // Trim in batches, so a flood of small chunks does not copy the tail every time.
            if tail.count > 2 * tailLimit + 4096 {
                let excess = tail.count - tailLimit
                dropped += excess
                tail.removeFirst(excess)
            }
        }
    }

    var text: String {
        lock.withLock {
            var kept = tail
            var left = dropped
            if kept.count > tailLimit {
                left += kept.count - tailLimit
                kept = kept.suffix(tailLimit)
            }
            guard left > 0 else { return String(decoding: head + kept, as: UTF8.self) }
            return String(decoding: head, as: UTF8.self)
                + "\n[sherpa left out \(left) bytes of output here]\n"
                + String(decoding: kept, as: UTF8.self)
        }
    }
}

/// Kills a process and everything it started. `swift test` runs the test binary as a child,
/// and a hung test lives in that child, so killing only `swift` would leave it running.
enum ProcessTree {
    /// Kills `root`, every descendant, and every process group they lead or belong to (other than
    /// sherpa's own). SwiftPM starts its children in their own groups, and a child that forks after
    /// the tree was read is caught by its group; a few rounds catch anything started meanwhile.
    static func kill(root: Int32) {
        let own = getpgrp()
        for _ in 0..<5 {
            let all = descendants(of: root) + [root]
            var groups = Set<Int32>()
            for pid in all {
                let group = getpgid(pid)
                if group > 0, group != own { groups.insert(group) }
            }
            for group in groups { _ = signalProcess(-group, SIGKILL) }
            for pid in all.reversed() { _ = signalProcess(pid, SIGKILL) }
            if descendants(of: root).isEmpty { return }
        }
    }

    /// Kills whatever is left in the process group that `leader` started (Foundation's `Process`
    /// starts each child as the leader of its own group).
    static func killGroup(_ leader: Int32) {
        guard leader > 0, leader != getpgrp() else { return }
        _ = signalProcess(-leader, SIGKILL)
    }

    /// True while any process of group `group` is alive.
    static func groupIsAlive(_ group: Int32) -> Bool {
        signalProcess(-group, 0) == 0 || errno == EPERM
    }

    private static func signalProcess(_ pid: Int32, _ signal: Int32) -> Int32 {
        #if canImport(Glibc)
        return Glibc.kill(pid, signal)
        #else
        return Darwin.kill(pid, signal)
        #endif
    }

    static func descendants(of pid: Int32) -> [Int32] {
        var result: [Int32] = []
        var frontier = [pid]
        while let next = frontier.popLast() {
            for child in children(of: next) where !result.contains(child) {
                result.append(child)
                frontier.append(child)
            }
        }
        return result
    }

    private static func children(of pid: Int32) -> [Int32] {
        // Linux lists a thread's children in procfs; every thread of the parent may have some.
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var found: [Int32] = []
        for task in tasks {
            if let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) {
                found += text.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
        }
        if !found.isEmpty || FileManager.default.fileExists(atPath: "/proc/\(pid)") {
            return found
        }
        return childrenViaPgrep(of: pid)
    }

    /// macOS has no procfs; `pgrep -P` answers the same question there.
    private static func childrenViaPgrep(of pid: Int32) -> [Int32] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        process.arguments = ["-P", String(pid)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { Int32($0) }
    }
}
