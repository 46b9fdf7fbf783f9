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

    @Test("As root, learner code starts through setpriv as nobody, without capabilities or a way to gain them")
    func rootBecomesNobody() throws {
        var sandbox = bubblewrap()
        sandbox.setpriv = "/usr/bin/setpriv"
        let command = sandbox.wrap([binary.path], environment: [:])
        let start = try #require(command.firstIndex(of: "--")) + 1
        #expect(Array(command[start..<(start + 8)]) == [
            "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--",
        ])
        // A user namespace would map only root, leaving no nobody to become.
        #expect(!command.contains("--unshare-all"))
        #expect(!command.contains("--unshare-user"))
        #expect(command.contains("--unshare-pid") && command.contains("--unshare-net"))
    }

    @Test("As root, the folders above each mount are made passable for nobody, outside the system folders")
    func parentsArePassable() throws {
        var sandbox = bubblewrap()
        sandbox.setpriv = "/usr/bin/setpriv"
        let command = sandbox.wrap([binary.path], environment: [:])
        let made = command.indices.filter { command[$0] == "--dir" && command[$0 - 2] == "--perms" && command[$0 - 1] == "0755" }.map { command[$0 + 1] }
        #expect(made.first == "/work")
        #expect(made.contains("/work/course/.build/sherpa/section-2-starter/.build/debug"))
        #expect(made.contains("/work/course/.build/sherpa/runs/section-2-starter"))
        #expect(!made.contains { $0.hasPrefix("/usr") })
        // Made before the binds that need them.
        #expect(try #require(command.lastIndex(of: "--dir")) < (try #require(command.firstIndex(of: binary.path))))
    }

    @Test("The private /tmp holds at most 256 MiB")
    func temporaryFolderIsBounded() throws {
        let command = bubblewrap().wrap([binary.path], environment: [:])
        let tmpfs = try #require(command.indices.first { command[$0] == "--tmpfs" && command[$0 + 1] == "/tmp" })
        #expect(Array(command[(tmpfs - 2)..<tmpfs]) == ["--size", String(256 << 20)])
    }

    @Test("Each file a test writes, a memory file too, holds at most 256 MiB, and no core dump is written")
    func fileSizeIsBounded() throws {
        let command = bubblewrap().wrap([binary.path], environment: [:])
        let script = try #require(command.firstIndex(of: "-c").map { command[$0 + 1] })
        #expect(script.contains("ulimit -f \((256 << 20) / 512)"))
        #expect(script.contains("ulimit -c 0"))
    }

    @Test("A run with a memory cgroup joins it before the sandbox starts, so every process of the run is in it")
    func memoryGroupComesFirst() {
        let group = MemoryCgroup(folder: URL(fileURLWithPath: "/sys/fs/cgroup/memory/sherpa-test"), unified: false)
        let command = bubblewrap().wrap([binary.path], environment: [:], memoryGroup: group)
        #expect(Array(command.prefix(5)) == ["/bin/sh", "-c", "echo $$ > \"$1\" || exit 125; shift; exec \"$@\"", "sherpa-memory-group", "/sys/fs/cgroup/memory/sherpa-test/cgroup.procs"])
        #expect(command[5] == "bwrap")
    }

    @Test("Where no sandbox can start, the sandbox says so")
    func noSandboxIsNamed() {
        let sandbox = TestSandbox.make(readable: [], writable: [run], hidden: [], processes: NothingRuns())
        #expect(sandbox.confinement == .none)
        #expect(!sandbox.isComplete)
    }

}
