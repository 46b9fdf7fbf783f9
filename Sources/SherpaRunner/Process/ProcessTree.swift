import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
