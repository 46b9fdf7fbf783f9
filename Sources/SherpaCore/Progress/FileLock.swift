import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a file (`flock`), so two sherpas never write the same folder at once.
/// The lock is released when the holder exits, even if it crashes.
package final class FileLock {
    private let descriptor: Int32
    package let path: String

    /// Takes the lock, waiting up to `timeout` seconds. `onWait` is called once if another
    /// process holds it, so the caller can tell the learner why nothing is happening.
    package init(path: String, timeout: TimeInterval, onWait: () -> Void = {}) throws {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LockError.cannotOpen(path: path)
        }
        let fd = open(path, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw LockError.cannotOpen(path: path) }
        descriptor = fd
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return }
        onWait()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return }
        }
        close(fd)
        throw LockError.busy(path: path, waited: timeout)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// Why a lock could not be taken.
enum LockError: LocalizedError, Equatable {
    /// The lock file could not be created.
    case cannotOpen(path: String)
    /// Another sherpa held the lock for the whole wait.
    case busy(path: String, waited: TimeInterval)

    var errorDescription: String? {
        switch self {
        case .cannotOpen(let path):
            "sherpa could not create the lock file \(path); check that the folder is writable."
        case .busy(let path, let waited):
            "Another sherpa is still working (it holds \(path)); sherpa waited \(Int(waited)) seconds. Let it finish, or stop it, and try again."
        }
    }
}
