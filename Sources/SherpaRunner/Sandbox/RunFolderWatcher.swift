import Foundation

/// Adds up, while a test process runs, what it keeps in the folders it may write, and says when that
/// passes `TestSandbox.runFolderLimit`, so the run is stopped before it fills the disk. Each file is
/// already bounded (`ulimit -f`); this bounds how many of them there are.
final class RunFolderWatcher: @unchecked Sendable {
    private let folders: [URL]
    private let limit: Int
    private let lock = NSLock()
    private var lastLook = Date.distantPast
    private var overflowed = false

    init(folders: [URL], limit: Int) {
        self.folders = folders
        self.limit = limit
    }

    /// Polls come every few milliseconds; walking the folders this often is enough, since a file can
    /// grow only to the per-file limit between two looks.
    static let lookInterval: TimeInterval = 0.2

    /// Why the run must stop, once the folders hold more than the limit.
    func poll() -> String? {
        lock.withLock {
            guard !overflowed else { return Self.reason }
            let now = Date()
            guard now.timeIntervalSince(lastLook) >= Self.lookInterval else { return nil }
            lastLook = now
            overflowed = Self.bytes(in: folders) > limit
            return overflowed ? Self.reason : nil
        }
    }

    /// Whether the run was stopped for the folders' size.
    var didOverflow: Bool {
        lock.withLock { overflowed }
    }

    private static let reason = "the test process kept more than its run folder may hold"

    /// The bytes the files below `folders` take on disk.
    static func bytes(in folders: [URL]) -> Int {
        var total = 0
        for folder in folders {
            let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.totalFileAllocatedSizeKey, .isRegularFileKey], options: [])
            while let url = walk?.nextObject() as? URL {
                let values = try? url.resourceValues(forKeys: [.totalFileAllocatedSizeKey, .isRegularFileKey])
                if values?.isRegularFile == true { total += values?.totalFileAllocatedSize ?? 0 }
            }
        }
        return total
    }
}
