import Foundation
import SherpaCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes sherpa is running right now and the temporary folders they use, so that
/// Ctrl-C or SIGTERM can stop every process tree and clean every folder before sherpa exits.
final class RunningProcesses: @unchecked Sendable {
    static let shared = RunningProcesses()

    /// The prefix of the folders the Swift driver makes in `TMPDIR` and leaves there, empty.
    static let leftoverPrefix = "TemporaryDirectory."
    /// Held shared by every run that uses a temporary folder; the sweep needs it exclusively.
    static let inUseFileName = ".sherpa-in-use"

    private let lock = NSLock()
    private var pids: Set<Int32> = []
    /// Open uses by id (not by descriptor: a closed descriptor's number is soon reused).
    private var uses: [Int: (folder: URL, descriptor: Int32)] = [:]
    private var nextUse = 0

    init() {}

    /// Set once a stop signal is being handled: the process is about to exit.
    private var exiting = false

    /// Marks that sherpa is exiting on a signal; from now on no run returns and none starts.
    func markExiting() { lock.withLock { exiting = true } }

    /// Blocks the calling thread for good once sherpa is exiting on a signal. A run whose child the
    /// signal handler just killed must not return: the command would carry on with a half result
    /// and could exit with its own status before the handler exits with the signal's.
    func holdIfExiting() {
        guard lock.withLock({ exiting }) else { return }
        while true { Thread.sleep(forTimeInterval: 3600) }
    }

    func started(_ pid: Int32) { lock.withLock { _ = pids.insert(pid) } }
    func ended(_ pid: Int32) { lock.withLock { _ = pids.remove(pid) } }

    /// The children running now, by process id.
    var running: [Int32] { lock.withLock { pids.sorted() } }

    /// Creates `folder` if needed and marks it in use until `endTemporaryUse`. The mark is a shared
    /// `flock`, so runs in this and in other sherpa processes count alike.
    func beginTemporaryUse(_ folder: URL) throws -> TemporaryFolderUse {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.appendingPathComponent(Self.inUseFileName).path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // Waits only while another run sweeps the folder, which takes moments.
        flock(descriptor, LOCK_SH)
        let id = lock.withLock {
            nextUse += 1
            uses[nextUse] = (folder, descriptor)
            return nextUse
        }
        return TemporaryFolderUse(folder: folder, id: id)
    }

    /// Ends a run's use of its folder, then cleans the folder if nobody else is using it.
    func endTemporaryUse(_ use: TemporaryFolderUse) {
        // `stopAll` may have ended it already; a descriptor is closed once.
        if let open = lock.withLock({ uses.removeValue(forKey: use.id) }) { close(open.descriptor) }
        Self.sweepIfIdle(use.folder)
    }

    /// Removes what the Swift driver left in `folder`, but only when no run holds it: a sweep while
    /// another compile runs would pull its working folder away. SwiftPM's lock files stay.
    static func sweepIfIdle(_ folder: URL) {
        let descriptor = open(folder.appendingPathComponent(inUseFileName).path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(leftoverPrefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        flock(descriptor, LOCK_UN)
    }

    /// Kills every running child with all it started, ends their use of temporary folders and
    /// cleans those folders. Returns how many children were stopped.
    @discardableResult
    func stopAll() -> Int {
        let children = lock.withLock { pids }
        for pid in children { ProcessTree.kill(root: pid) }
        let ended = lock.withLock {
            let current = uses
            uses.removeAll()
            return current
        }
        for use in ended.values { close(use.descriptor) }
        for folder in Set(ended.values.map(\.folder)) { Self.sweepIfIdle(folder) }
        return children.count
    }
}

/// One run's hold on a shared temporary folder.
struct TemporaryFolderUse: Sendable {
    let folder: URL
    let id: Int
}
