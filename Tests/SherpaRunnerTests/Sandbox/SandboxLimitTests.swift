import Foundation
import Testing
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Naming the sandbox limit a run reached")
struct SandboxLimitTests {
    @Test("A run bubblewrap reports as ended by SIGXFSZ went past the file size limit")
    func exitStatusOfSignalIsFileSize() {
        #expect(SandboxLimit.reached(by: ProcessOutcome(exitCode: 128 + SIGXFSZ), memoryGroup: nil) == .fileSize)
    }

    @Test("A process killed directly by SIGXFSZ went past the file size limit")
    func signalIsFileSize() {
        #expect(SandboxLimit.reached(by: ProcessOutcome(exitCode: SIGXFSZ, signalled: true), memoryGroup: nil) == .fileSize)
    }

    @Test("A trap, a failing run or a run sherpa stopped reached no limit")
    func otherEndsReachNoLimit() {
        #expect(SandboxLimit.reached(by: ProcessOutcome(exitCode: 4, signalled: true), memoryGroup: nil) == nil)
        #expect(SandboxLimit.reached(by: ProcessOutcome(exitCode: 1), memoryGroup: nil) == nil)
        #expect(SandboxLimit.reached(by: ProcessOutcome(exitCode: 128 + SIGXFSZ, timedOut: true), memoryGroup: nil) == nil)
    }

    @Test("A run the OOM killer ended in its memory cgroup went past the memory limit")
    func oomKillIsMemory() throws {
        let folder = try TemporaryFolder()
        try folder.write("oom_kill_disable 0\nunder_oom 0\noom_kill 1\n", to: "memory.oom_control")
        let group = MemoryCgroup(folder: folder.url, unified: false)
        #expect(SandboxLimit.reached(by: ProcessOutcome(exitCode: 128 + SIGKILL), memoryGroup: group) == .memory)
    }

    @Test("In cgroup v2 the OOM kill is read from memory.events")
    func unifiedOomKillIsMemory() throws {
        let folder = try TemporaryFolder()
        try folder.write("low 0\nhigh 0\nmax 12\noom 1\noom_kill 1\n", to: "memory.events")
        let group = MemoryCgroup(folder: folder.url, unified: true)
        #expect(group.killedForMemory)
    }

    @Test("Each limit's sentence names its size")
    func sentencesNameTheSize() {
        #expect(SandboxLimit.fileSize.overstep == "wrote a file larger than the 256 MiB a test may write")
        #expect(SandboxLimit.memory.overstep == "used more than the 4 GiB of memory a test run may use")
    }
}
