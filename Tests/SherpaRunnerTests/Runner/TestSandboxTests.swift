import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("The test sandbox: deny by default")
struct TestSandboxTests {
    let binary = URL(fileURLWithPath: "/work/course/.build/sherpa/section-2-starter/.build/debug/SherpaCheckPackageTests.xctest")
    let run = URL(fileURLWithPath: "/work/course/.build/sherpa/runs/section-2-starter/HiddenSuite")

    func bubblewrap(hidden: [URL] = [URL(fileURLWithPath: "/work/course")]) -> TestSandbox {
        TestSandbox(confinement: .bubblewrap, limitations: [], readable: [binary], writable: [run], hidden: hidden)
    }

    @Test("bubblewrap gets its own network, PID and IPC namespaces, dies with sherpa and starts a new session")
    func namespaces() {
        let command = bubblewrap().wrap([binary.path], environment: [:])
        #expect(command.first == "bwrap")
        for flag in ["--unshare-all", "--die-with-parent", "--new-session", "--clearenv"] {
            #expect(command.contains(flag), "missing \(flag)")
        }
    }

    @Test("Only the binary is readable and only the run folder writable; the course itself is never mounted")
    func onlyWhatRunningNeeds() {
        let command = bubblewrap().wrap([binary.path], environment: [:])
        let pairs = zip(command, command.dropFirst()).map { [$0, $1] }
        #expect(pairs.contains(["--ro-bind", binary.path]))
        #expect(pairs.contains(["--bind", run.path]))
        let mounted = command.indices.filter { ["--bind", "--ro-bind"].contains(command[$0]) }.map { command[$0 + 1] }
        #expect(!mounted.contains("/work/course"))
        #expect(!mounted.contains(NSHomeDirectory()))
        #expect(!mounted.contains(FileManager.default.temporaryDirectory.path))
    }

    @Test("A hidden folder inside a system folder is covered by an empty one")
    func hiddenInsideSystemFolder() {
        let command = bubblewrap(hidden: [URL(fileURLWithPath: "/usr/local/course")]).wrap(["true"], environment: [:])
        let pairs = zip(command, command.dropFirst()).map { [$0, $1] }
        #expect(pairs.contains(["--tmpfs", "/usr/local/course"]))
    }

    @Test("Only the run's own variables reach the test: no token from the environment sherpa runs in")
    func environmentIsCleared() {
        let command = bubblewrap().wrap(["true"], environment: ["SHERPA_MUTANT": "m1"])
        let set = command.indices.filter { command[$0] == "--setenv" }.map { command[$0 + 1] }
        #expect(set.contains("SHERPA_MUTANT"))
        #expect(set.contains("TMPDIR"))
        #expect(Set(set).isSubset(of: Set(TestSandbox.passedVariables + ["HOME", "TMPDIR", "SHERPA_MUTANT"])))
    }

    @Test("Where no sandbox can start, the sandbox says so")
    func noSandboxIsNamed() {
        let sandbox = TestSandbox.make(readable: [], writable: [run], hidden: [], processes: NothingRuns())
        #expect(sandbox.confinement == .none)
        #expect(!sandbox.isComplete)
    }

}
