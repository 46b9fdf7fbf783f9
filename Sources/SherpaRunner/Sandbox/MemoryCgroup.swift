import Foundation
import SherpaCore

/// The memory cgroup of one test process and everything it starts. `ulimit -d` does not count what
/// a process keeps in its private `/tmp` or in memory files (`memfd`); the cgroup does, and past its
/// limit the kernel's OOM killer ends the run. Only root can make one, and only where the memory
/// controller is mounted writable: cgroup v1's `/sys/fs/cgroup/memory`, or a v2 hierarchy that
/// hands `memory` to its children.
struct MemoryCgroup: Sendable, Equatable {
    /// Where the groups are made.
    struct Controller: Sendable, Equatable {
        let folder: URL
        /// cgroup v2, whose files are named differently.
        let unified: Bool

        /// The memory controller root can make groups in, or nil when sherpa is not root or there is none.
        static func find() -> Controller? {
            #if os(Linux)
            guard geteuid() == 0 else { return nil }
            let legacy = URL(fileURLWithPath: "/sys/fs/cgroup/memory")
            if access(legacy.appendingPathComponent("memory.limit_in_bytes").path, F_OK) == 0, access(legacy.path, W_OK) == 0 {
                return Controller(folder: legacy, unified: false)
            }
            let unified = URL(fileURLWithPath: "/sys/fs/cgroup")
            let handed = (try? String(contentsOf: unified.appendingPathComponent("cgroup.subtree_control"), encoding: .utf8)) ?? ""
            if handed.split(whereSeparator: \.isWhitespace).contains("memory"), access(unified.path, W_OK) == 0 {
                return Controller(folder: unified, unified: true)
            }
            #endif
            return nil
        }

        /// A new, empty group holding its processes to `limit` bytes, swap included.
        func makeGroup(limit: Int) throws -> MemoryCgroup {
            let group = MemoryCgroup(folder: folder.appendingPathComponent("sherpa-\(UUID().uuidString)"), unified: unified)
            do {
                try FileManager.default.createDirectory(at: group.folder, withIntermediateDirectories: false)
                try group.set(unified ? "memory.max" : "memory.limit_in_bytes", to: String(limit))
                // Without swap accounting these files are missing; memory then bounds the group alone.
                let swap = unified ? ("memory.swap.max", "0") : ("memory.memsw.limit_in_bytes", String(limit))
                if FileManager.default.fileExists(atPath: group.folder.appendingPathComponent(swap.0).path) {
                    try group.set(swap.0, to: swap.1)
                }
            } catch {
                group.remove()
                throw SandboxError.memoryGroupFailed(path: group.folder.path, reason: ProgressStore.describe(error))
            }
            return group
        }
    }

    let folder: URL
    let unified: Bool

    /// The file a process writes its own id into to join the group; its children follow it.
    var processesFile: URL { folder.appendingPathComponent("cgroup.procs") }

    /// Whether the kernel killed a process of the group for going past its limit.
    var killedForMemory: Bool {
        let counters = (try? String(contentsOf: folder.appendingPathComponent(unified ? "memory.events" : "memory.oom_control"), encoding: .utf8)) ?? ""
        return counters.split(separator: "\n").contains { line in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "oom_kill" && (Int(words[1]) ?? 0) > 0
        }
    }

    /// Removes the group. A process still dying in it keeps it busy for a moment, so whatever is
    /// left is killed and the removal tried again, for a second at most.
    func remove() {
        for _ in 0..<50 {
            if rmdir(folder.path) == 0 || errno == ENOENT { return }
            let left = (try? String(contentsOf: processesFile, encoding: .utf8)) ?? ""
            for pid in left.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGKILL) }
            usleep(20_000)
        }
    }

    private func set(_ name: String, to value: String) throws {
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(name))
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(value.utf8))
    }
}
