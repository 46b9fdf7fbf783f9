import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

private let runsAsRoot = geteuid() == 0
private let bubblewrapRuns = TestSandbox.make(readable: [], writable: [], hidden: [], processes: SystemProcessRunner()).confinement == .bubblewrap

/// Learner code run for real in the sandbox a test run gets, trying what root could do and what
/// would fill memory or the disk. CI runs sherpa as root, where these matter most.
@Suite("The sandbox holds as root, and bounds memory and files", .enabled(if: bubblewrapRuns, "these are bubblewrap's guards"))
struct RootSandboxTests {

    /// Runs `script` with `/bin/sh` as a test process runs: in its sandbox, with a run folder of its
    /// own and, where there is one, its memory cgroup, holding it to `memoryLimit`.
    func runConfined(_ script: String, memoryLimit: Int = TestSandbox.memoryLimit) throws -> (outcome: ProcessOutcome, limit: SandboxLimit?) {
        let runFolder = try TemporaryFolder()
        let processes = SystemProcessRunner()
        let sandbox = TestSandbox.make(readable: [], writable: [runFolder.url], hidden: [], processes: processes)
        try sandbox.handOver([runFolder.url])
        let group = try sandbox.memoryController?.makeGroup(limit: memoryLimit)
        defer { group?.remove() }
        let command = sandbox.wrap(["/bin/sh", "-c", script], environment: [:], memoryGroup: group)
        let outcome = try processes.run(ProcessInvocation(program: command[0], arguments: Array(command.dropFirst()), timeout: 120))
        return (outcome, SandboxLimit.reached(by: outcome, memoryGroup: group))
    }

    @Test("Learner code runs as nobody, with no capabilities and no way to gain them", .enabled(if: runsAsRoot, "sherpa drops root only when it runs as root"))
    func rootBecomesNobody() throws {
        let (outcome, _) = try runConfined("id -u; id -g; grep -E '^(CapEff|NoNewPrivs):' /proc/self/status")
        #expect(outcome.succeeded, "\(outcome.stderr)")
        #expect(outcome.stdout.split(separator: "\n") == ["65534", "65534", "CapEff:\t0000000000000000", "NoNewPrivs:\t1"])
    }

    @Test("Learner code cannot remount /usr writable", .enabled(if: runsAsRoot, "only root could remount it"))
    func remountFails() throws {
        let (outcome, _) = try runConfined("mount -o remount,bind,rw /usr")
        #expect(!outcome.succeeded)
    }

    @Test("Learner code cannot read /etc/shadow", .enabled(if: runsAsRoot, "only root could read it"))
    func shadowIsUnreadable() throws {
        let (outcome, _) = try runConfined("cat /etc/shadow")
        #expect(!outcome.succeeded)
        #expect(outcome.stdout.isEmpty)
    }

    @Test("Learner code cannot open the kernel's core_pattern for writing", .enabled(if: runsAsRoot, "only root could open it"))
    func kernelSettingsAreClosed() throws {
        // Appending opens it for writing without changing it, should the sandbox fail.
        let (outcome, _) = try runConfined("exec 3>>/proc/sys/kernel/core_pattern")
        #expect(!outcome.succeeded)
    }

    @Test("Writing 300 MiB to /tmp, in files under the per-file limit, fails")
    func temporaryFolderIsBounded() throws {
        let (outcome, _) = try runConfined("for part in 1 2 3; do head -c \(100 << 20) /dev/zero > /tmp/part$part || exit 1; done")
        #expect(!outcome.succeeded)
    }

    @Test("Writing 300 MiB to a memory file (memfd) fails")
    func memoryFileIsBounded() throws {
        let python = """
            import os
            fd = os.memfd_create("hoard")
            for _ in range(300):
                os.write(fd, bytes(1 << 20))
            """
        let (outcome, _) = try runConfined("exec python3 -c '\(python)'")
        #expect(!outcome.succeeded)
        #expect(outcome.stderr.contains("File too large"), "\(outcome.stderr)")
    }

    @Test("A run killed for writing a file past 256 MiB is told it reached the file size limit")
    func fileSizeLimitIsNamed() throws {
        let (outcome, limit) = try runConfined("exec head -c \(300 << 20) /dev/zero > big")
        #expect(!outcome.succeeded)
        #expect(limit == .fileSize, "\(outcome)")
    }

    @Test(
        "Memory files together past the run's memory limit end it, and the run is told it reached the memory limit",
        .enabled(if: MemoryCgroup.Controller.find() != nil, "only root with a writable memory cgroup controller holds a run to its memory")
    )
    func memoryLimitIsNamed() throws {
        // Three memory files, each under the file limit, together past a limit of 64 MiB.
        let python = """
            import os
            files = [os.memfd_create("hoard") for _ in range(3)]
            for fd in files:
                os.write(fd, bytes(40 << 20))
            """
        let (outcome, limit) = try runConfined("exec python3 -c '\(python)'", memoryLimit: 64 << 20)
        #expect(!outcome.succeeded)
        #expect(limit == .memory)
    }
}
