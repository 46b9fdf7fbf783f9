import Foundation
import Testing
import SherpaKit

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
        let outcome = try runner.run(ProcessInvocation(program: "sh", arguments: ["-c", "head -c 5000000 /dev/zero | tr '\\\\0' x"], outputLimit: 1000))
        #expect(outcome.stdout.utf8.count == 1000)
        #expect(outcome.truncated)
        #expect(outcome.exitCode == 0)
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
