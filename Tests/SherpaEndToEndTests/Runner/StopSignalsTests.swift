import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The built `sherpa` checking a fixture section with a fake `swift` on PATH that starts a
/// process tree and never ends. A signal to sherpa must take that whole tree down with it.
@Suite("Ctrl-C and SIGTERM during a check")
struct StopSignalsTests {
    @Test("SIGTERM during a check stops swift and everything it started, and sherpa exits 143")
    func terminateStopsTheTree() throws {
        try interrupt(with: SIGTERM, expecting: 143)
    }

    @Test("Ctrl-C (SIGINT) during a check stops swift and everything it started, and sherpa exits 130")
    func interruptStopsTheTree() throws {
        try interrupt(with: SIGINT, expecting: 130)
    }

    @Test("In --watch, Ctrl-C stops the running check's processes and ends watching with status 0")
    func watchInterruptStopsTheTree() throws {
        try interrupt(with: SIGINT, expecting: 0, arguments: ["check", "fails", "--watch"], saying: "Stopped watching.")
    }

    @Test("In --watch, SIGTERM stops the running check's processes and exits 143")
    func watchTerminateStopsTheTree() throws {
        try interrupt(with: SIGTERM, expecting: 143, arguments: ["check", "fails", "--watch"])
    }

    @Test("The exit status after a signal is 128 plus its number, as shells report it")
    func exitStatus() {
        #expect(StopSignals.exitStatus(for: SIGINT) == 130)
        #expect(StopSignals.exitStatus(for: SIGTERM) == 143)
    }

    private func interrupt(with signal: Int32, expecting status: Int32, arguments: [String] = ["check", "fails"], saying note: String = "sherpa was interrupted") throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        let bin = course.appendingPathComponent("fake-bin")
        let groupFile = course.appendingPathComponent("swift-group")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        // Like `swift test`: a parent that leaves one child in the background and waits on another.
        let fakeSwift = """
            #!/bin/sh
            cut -d' ' -f5 /proc/$$/stat > '\(groupFile.path).tmp' && mv '\(groupFile.path).tmp' '\(groupFile.path)'
            sleep 1000 &
            sleep 1000
            """
        let script = bin.appendingPathComponent("swift")
        try fakeSwift.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

        let sherpa = Process()
        sherpa.executableURL = SherpaProcess.executable
        sherpa.arguments = arguments
        sherpa.currentDirectoryURL = course
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        sherpa.environment = environment
        let errors = course.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        sherpa.standardError = errorHandle
        sherpa.standardOutput = FileHandle.nullDevice
        try sherpa.run()

        let group = Polling.waitFor(seconds: 300) {
            (try? String(contentsOf: groupFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        defer {
            // Whatever the outcome, leave nothing running behind the test.
            if sherpa.isRunning { kill(sherpa.processIdentifier, SIGKILL) }
            if let group { kill(-group, SIGKILL) }
        }
        let started = try #require(group, "the fake swift never started")
        #expect(ProcessTree.groupIsAlive(started))

        kill(sherpa.processIdentifier, signal)
        let ended = Polling.waitFor(seconds: 60) { sherpa.isRunning ? nil : true }
        try #require(ended == true, "sherpa did not exit after the signal")
        #expect(sherpa.terminationStatus == status)
        #expect(Polling.waitFor(seconds: 60) { ProcessTree.groupIsAlive(started) ? nil : true } == true, "a process of swift's group survived")
        try errorHandle.close()
        #expect(try String(contentsOf: errors, encoding: .utf8).contains(note))
    }
}
