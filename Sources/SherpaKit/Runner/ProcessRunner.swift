import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command to run, with the limits it must stay within.
public struct ProcessInvocation: Sendable, Equatable {
    /// A program name looked up on `PATH`, or an absolute path.
    public var program: String
    public var arguments: [String]
    public var workingDirectory: URL?
    /// Added to the inherited environment (after `NO_COLOR=1`).
    public var environment: [String: String]
    /// Wall-clock limit in seconds; the whole process tree is killed past it.
    public var timeout: TimeInterval
    /// Bytes kept of each of stdout and stderr; the rest is drained and dropped.
    public var outputLimit: Int

    public init(
        program: String,
        arguments: [String],
        workingDirectory: URL? = nil,
        environment: [String: String] = [:],
        timeout: TimeInterval = 600,
        outputLimit: Int = 1 << 20
    ) {
        self.program = program
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.timeout = timeout
        self.outputLimit = outputLimit
    }
}

/// How a process ended.
public struct ProcessOutcome: Sendable, Equatable {
    public var exitCode: Int32
    /// True when the process died of a signal (a trap in learner code, or our own kill).
    public var signalled: Bool
    public var stdout: String
    public var stderr: String
    /// True when either stream went past the output limit.
    public var truncated: Bool
    public var timedOut: Bool
    /// Set when the watcher stopped the process; the watcher's reason.
    public var stopReason: String?
    public var duration: TimeInterval

    public init(exitCode: Int32, signalled: Bool = false, stdout: String = "", stderr: String = "", truncated: Bool = false, timedOut: Bool = false, stopReason: String? = nil, duration: TimeInterval = 0) {
        self.exitCode = exitCode
        self.signalled = signalled
        self.stdout = stdout
        self.stderr = stderr
        self.truncated = truncated
        self.timedOut = timedOut
        self.stopReason = stopReason
        self.duration = duration
    }

    public var succeeded: Bool { exitCode == 0 && !signalled && !timedOut && stopReason == nil }
}

/// Runs external programs. Injected everywhere so tests can fake `swift`.
public protocol ProcessRunning: Sendable {
    /// Runs `invocation` to the end or to its limits. `watch` is polled while it runs; returning a
    /// reason stops the whole process tree and records that reason.
    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome
}

extension ProcessRunning {
    public func run(_ invocation: ProcessInvocation) throws -> ProcessOutcome {
        try run(invocation, watch: nil)
    }
}

/// What can go wrong starting a process.
public enum ProcessRunnerError: LocalizedError {
    /// The program could not be started at all.
    case launchFailed(program: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .launchFailed(let program, let reason):
            "sherpa could not start \(program): \(reason). Is the Swift toolchain on your PATH?"
        }
    }
}

/// The one real process runner: Foundation `Process`, both pipes drained on their own threads,
/// output capped, a time limit, and `NO_COLOR=1` so tools print plain text.
public struct SystemProcessRunner: ProcessRunning {
    public init() {}

    public func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
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
        process.environment = environment

        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = FileHandle.nullDevice

        let stdoutBuffer = CappedBuffer(limit: invocation.outputLimit)
        let stderrBuffer = CappedBuffer(limit: invocation.outputLimit)
        let drained = DispatchGroup()
        for (pipe, buffer) in [(stdoutPipe, stdoutBuffer), (stderrPipe, stderrBuffer)] {
            drained.enter()
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread {
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
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
}

/// Keeps the first `limit` bytes written to it and counts the rest.
private final class CappedBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let limit: Int
    private(set) var overflowed = false

    init(limit: Int) { self.limit = limit }

    func append(_ chunk: Data) {
        lock.withLock {
            let room = limit - data.count
            if room >= chunk.count {
                data.append(chunk)
            } else {
                if room > 0 { data.append(chunk.prefix(room)) }
                overflowed = true
            }
        }
    }

    var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}

/// Kills a process and everything it started. `swift test` runs the test binary as a child,
/// and a hung test lives in that child, so killing only `swift` would leave it running.
enum ProcessTree {
    static func kill(root: Int32) {
        let all = descendants(of: root) + [root]
        for pid in all.reversed() {
            _ = signalProcess(pid, SIGKILL)
        }
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
