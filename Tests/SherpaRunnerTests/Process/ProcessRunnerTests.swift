import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("The process runner")
struct ProcessRunnerTests {
    let runner = SystemProcessRunner()

    @Test("Both streams are captured and the exit code is kept")
    func capturesBothStreams() throws {
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "echo out; echo err >&2; exit 3"]))
        #expect(outcome.stdout == "out\n")
        #expect(outcome.stderr == "err\n")
        #expect(outcome.exitCode == 3)
        #expect(!outcome.succeeded)
    }

    @Test("NO_COLOR=1 is always set for the child")
    func setsNoColor() throws {
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "printf %s \"$NO_COLOR\""]))
        #expect(outcome.stdout == "1")
    }

    @Test("A process past its time limit is killed, children included")
    func timeoutKillsTheTree() throws {
        let started = Date()
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "sleep 30 & sleep 30; wait"], timeout: 0.5))
        #expect(outcome.timedOut)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("Output past the limit is drained and dropped, not buffered")
    func outputIsCapped() throws {
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "head -c 5000000 /dev/zero | tr '\\0' x"], outputLimit: 1000))
        #expect(outcome.stdout.filter { $0 == "x" }.count == 1000)
        #expect(outcome.stdout.contains("left out 4999000 bytes"))
        #expect(outcome.truncated)
        #expect(outcome.exitCode == 0)
    }

    @Test("Past the output limit, the end of the output is kept as well as the start")
    func cappedOutputKeepsTheTail() throws {
        let script = "echo first line; head -c 3000000 /dev/zero | tr '\\0' x; echo; echo 'Fatal error: the reason at the end' >&2; head -c 3000000 /dev/zero >&2; echo 'last words' >&2"
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", script], outputLimit: 4000))
        #expect(outcome.stdout.hasPrefix("first line\n"))
        #expect(outcome.stdout.hasSuffix("xxx\n"))
        #expect(outcome.stderr.hasPrefix("Fatal error: the reason at the end"))
        #expect(outcome.stderr.hasSuffix("last words\n"))
        #expect(outcome.truncated)
    }

    @Test("Output that fits the limit is kept whole, with no note")
    func smallOutputIsWhole() throws {
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "printf 'abcdefghij'"], outputLimit: 10))
        #expect(outcome.stdout == "abcdefghij")
        #expect(!outcome.truncated)
    }

    @Test("With a temporary directory, the child's TMPDIR is that folder, and the driver's leftovers are removed after the run")
    func temporaryDirectoryIsCleaned() throws {
        let folder = try TemporaryFolder()
        let shared = folder.url.appendingPathComponent(".build/sherpa/tmp")
        let outcome = try runner.run(ProcessInvocation(
            program: "sh", arguments: ["-c", "mkdir \"$TMPDIR/TemporaryDirectory.left\" && touch \"$TMPDIR/_course_.build.lock\" && printf %s \"$TMPDIR\""],
            temporaryDirectory: shared
        ))
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout == shared.path)
        #expect(!FileManager.default.fileExists(atPath: shared.appendingPathComponent("TemporaryDirectory.left").path))
        #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("_course_.build.lock").path), "SwiftPM's lock files stay")
    }

    @Test("A killed run's leftovers are removed too")
    func temporaryDirectoryIsCleanedAfterAKill() throws {
        let folder = try TemporaryFolder()
        let shared = folder.url.appendingPathComponent("tmp")
        let outcome = try runner.run(ProcessInvocation(
            program: "sh", arguments: ["-c", "mkdir \"$TMPDIR/TemporaryDirectory.partial\"; sleep 30"],
            timeout: 0.5, temporaryDirectory: shared
        ))
        #expect(outcome.timedOut)
        #expect(!FileManager.default.fileExists(atPath: shared.appendingPathComponent("TemporaryDirectory.partial").path))
    }

    @Test("Leftovers from an earlier sherpa that could not clean up (killed outright) go with the next run")
    func earlierLeftoversAreRemoved() throws {
        let folder = try TemporaryFolder()
        let shared = folder.url.appendingPathComponent("tmp")
        let old = shared.appendingPathComponent("TemporaryDirectory.old")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        _ = try runner.run(ProcessInvocation(program: "true", arguments: [], temporaryDirectory: shared))
        #expect(!FileManager.default.fileExists(atPath: old.path))
    }

    @Test("While another run uses the same temporary folder, a finished run leaves its files alone")
    func sharedFolderIsNotSweptUnderARunningBuild() throws {
        let folder = try TemporaryFolder()
        let shared = folder.url.appendingPathComponent("tmp")
        let release = folder.url.appendingPathComponent("release")
        let inUse = shared.appendingPathComponent("TemporaryDirectory.busy")
        let finished = DispatchSemaphore(value: 0)
        let script = "mkdir \"$TMPDIR/TemporaryDirectory.busy\"; while [ ! -e '\(release.path)' ]; do sleep 0.05; done"
        Thread.detachNewThread {
            _ = try? SystemProcessRunner().run(ProcessInvocation(program: "sh", arguments: ["-c", script], timeout: 120, temporaryDirectory: shared))
            finished.signal()
        }
        #expect(Polling.waitFor(seconds: 60) { FileManager.default.fileExists(atPath: inUse.path) ? true : nil } == true)
        _ = try runner.run(ProcessInvocation(program: "true", arguments: [], temporaryDirectory: shared))
        #expect(FileManager.default.fileExists(atPath: inUse.path), "the other run is still compiling in it")
        _ = FileManager.default.createFile(atPath: release.path, contents: nil)
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(!FileManager.default.fileExists(atPath: inUse.path), "the last run out cleans up")
    }

    @Test("Stopping all running children kills the child's whole process group, background processes included")
    func stopAllKillsTheGroup() throws {
        let folder = try TemporaryFolder()
        let groupFile = folder.url.appendingPathComponent("group")
        let temporary = folder.url.appendingPathComponent("tmp")
        let registry = RunningProcesses()
        let runner = SystemProcessRunner(registry: registry)
        let finished = DispatchSemaphore(value: 0)
        let result = SendableBox(OutcomeBox())
        // The shell leaves one sleep in the background and waits on another, as swift test does with the test binary.
        let script = "mkdir \"$TMPDIR/TemporaryDirectory.partial\"; cut -d' ' -f5 /proc/$$/stat > '\(groupFile.path).tmp' && mv '\(groupFile.path).tmp' '\(groupFile.path)'; sleep 1000 & sleep 1000"
        Thread.detachNewThread {
            result.value.outcome = try? runner.run(ProcessInvocation(program: "sh", arguments: ["-c", script], timeout: 120, temporaryDirectory: temporary))
            finished.signal()
        }
        let group = try #require(Polling.waitFor(seconds: 60) { (try? String(contentsOf: groupFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } })
        #expect(ProcessTree.groupIsAlive(group))
        #expect(registry.stopAll() == 1)
        #expect(Polling.waitFor(seconds: 60) { ProcessTree.groupIsAlive(group) ? nil : true } == true, "no process of the group may survive")
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(result.value.outcome?.signalled == true)
        #expect(registry.running.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: temporary.appendingPathComponent("TemporaryDirectory.partial").path), "the run's temporary files go with it")
    }

    @Test("Once sherpa is exiting on a signal, a run whose child was stopped never returns to the command")
    func runHoldsWhileExiting() throws {
        let folder = try TemporaryFolder()
        let groupFile = folder.url.appendingPathComponent("group")
        let registry = RunningProcesses()
        let runner = SystemProcessRunner(registry: registry)
        let returned = DispatchSemaphore(value: 0)
        let script = "cut -d' ' -f5 /proc/$$/stat > '\(groupFile.path).tmp' && mv '\(groupFile.path).tmp' '\(groupFile.path)'; sleep 1000"
        Thread.detachNewThread {
            _ = try? runner.run(ProcessInvocation(program: "sh", arguments: ["-c", script], timeout: 120))
            returned.signal()
        }
        let group = try #require(Polling.waitFor(seconds: 60) { (try? String(contentsOf: groupFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } })
        registry.markExiting()
        #expect(registry.stopAll() == 1)
        #expect(Polling.waitFor(seconds: 60) { ProcessTree.groupIsAlive(group) ? nil : true } == true)
        // The child is gone; the run stays held instead of handing back a half result (a broken hold
        // returns within moments of the kill, so two seconds tell them apart; load can only hide it).
        #expect(returned.wait(timeout: .now() + 2) == .timedOut)
    }

    @Test("When SwiftPM waits for another SwiftPM's lock, the runner says so, naming the process")
    func lockWaitIsReported() throws {
        let seen = SendableBox(WaitBox())
        let runner = SystemProcessRunner(onLockWait: { seen.value.add($0) }, registry: RunningProcesses())
        // Split over two writes, as a pipe may deliver it.
        let script = "printf 'Another instance of SwiftPM (PID: 4242) is already ' >&2; sleep 0.1; printf \"running using '/course/.build', waiting until that process has finished execution...\\\\n\" >&2"
        _ = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", script]))
        #expect(seen.value.waits == [SwiftPMLockWait(holder: 4242, folder: "/course/.build")])
        #expect(seen.value.waits.first?.message.contains("kill 4242") == true)
    }

    @Test("SwiftPM's waiting sentence is recognised while it waits, before any newline, as SwiftPM 6 prints it")
    func lockWaitWithoutNewline() throws {
        let seen = SendableBox(WaitBox())
        let noticed = DispatchSemaphore(value: 0)
        let runner = SystemProcessRunner(onLockWait: { seen.value.add($0); noticed.signal() }, registry: RunningProcesses())
        let marker = try TemporaryFolder()
        let release = marker.url.appendingPathComponent("release")
        // The fake waits until the test has seen the notice, so the notice must come during the wait.
        let script = "printf \"Another instance of SwiftPM is already running using '/course/.build', waiting until that process has finished execution...\" >&2; while [ ! -e '\(release.path)' ]; do sleep 0.05; done"
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? runner.run(ProcessInvocation(program: "sh", arguments: ["-c", script], timeout: 120))
            finished.signal()
        }
        let waited = noticed.wait(timeout: .now() + 60)
        _ = FileManager.default.createFile(atPath: release.path, contents: nil)
        #expect(waited == .success)
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(seen.value.waits == [SwiftPMLockWait(holder: nil, folder: "/course/.build")])
    }

    @Test("Ordinary output does not look like a lock wait")
    func noFalseLockWait() throws {
        let seen = SendableBox(WaitBox())
        let runner = SystemProcessRunner(onLockWait: { seen.value.add($0) }, registry: RunningProcesses())
        _ = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "echo 'Building for debugging...' >&2"]))
        #expect(seen.value.waits.isEmpty)
    }

    @Test("The watcher can stop a process and its reason is kept")
    func watcherStops() throws {
        let outcome = try runner.run(ProcessInvocation(program: "sleep", arguments: ["30"]), watch: { "enough" })
        #expect(outcome.stopReason == "enough")
    }

    @Test("A program that does not exist is a clear error, not a crash")
    func missingProgram() {
        #expect(throws: (any Error).self) {
            _ = try runner.run(ProcessInvocation(program: "/nonexistent/swift", arguments: []))
        }
    }
}

private final class OutcomeBox: @unchecked Sendable {
    var outcome: ProcessOutcome?
}

private final class WaitBox: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [SwiftPMLockWait] = []
    func add(_ wait: SwiftPMLockWait) { lock.withLock { seen.append(wait) } }
    var waits: [SwiftPMLockWait] { lock.withLock { seen } }
}
