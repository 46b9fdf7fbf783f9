import Foundation

/// The child processes sherpa is running right now and the temporary folders made for them, so
/// that Ctrl-C or SIGTERM can stop every process tree and remove every folder before sherpa exits.
public final class RunningProcesses: @unchecked Sendable {
    public static let shared = RunningProcesses()

    private let lock = NSLock()
    private var pids: Set<Int32> = []
    private var temporaries: Set<URL> = []

    init() {}

    func started(_ pid: Int32) { lock.withLock { _ = pids.insert(pid) } }
    func ended(_ pid: Int32) { lock.withLock { _ = pids.remove(pid) } }
    func addTemporary(_ folder: URL) { lock.withLock { _ = temporaries.insert(folder) } }

    /// Removes a run's temporary folder, and its parent too when that is left empty.
    func removeTemporary(_ folder: URL) {
        lock.withLock { _ = temporaries.remove(folder) }
        try? FileManager.default.removeItem(at: folder)
        _ = rmdir(folder.deletingLastPathComponent().path)
    }

    /// The children running now, by process id.
    public var running: [Int32] { lock.withLock { pids.sorted() } }

    /// Kills every running child with all it started, and removes their temporary folders.
    /// Returns how many children were stopped.
    @discardableResult
    public func stopAll() -> Int {
        let (children, folders) = lock.withLock { (pids, temporaries) }
        for pid in children { ProcessTree.kill(root: pid) }
        for folder in folders { removeTemporary(folder) }
        return children.count
    }
}
