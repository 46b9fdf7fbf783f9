import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes `.sessions/`. Every write takes a lock, so two sherpas never interleave,
/// and goes to a temporary file that is renamed into place, so a crash never leaves half a file.
/// A file that is not valid progress JSON is moved aside with a warning. A file that exists but
/// cannot be read, or that a newer sherpa wrote, is kept where it is and never written over.
package final class ProgressStore {
    package let sessionsFolder: URL
    package let route: String
    private let now: () -> Date
    private let files: ProgressFileAccess
    /// Warnings gathered while reading (a corrupt file moved aside, a file kept); commands print them.
    package private(set) var warnings: [String] = []
    /// How long a save waits for another sherpa that holds the lock before giving up.
    var lockTimeout: TimeInterval = 10
    /// Called once when a save has to wait for another sherpa, so the wait is not silent.
    var onLockWait: () -> Void = {
        FileHandle.standardError.write(Data("Another sherpa is saving progress in .sessions/; waiting for it to finish…\n".utf8))
    }

    package init(sessionsFolder: URL, route: String, now: @escaping () -> Date = Date.init) {
        self.sessionsFolder = sessionsFolder
        self.route = route
        self.now = now
        self.files = .real
    }

    /// A store whose reads and writes of `progress.json` go through `files`, so tests can make
    /// them fail the way a permission problem or a full disk does.
    init(sessionsFolder: URL, route: String, now: @escaping () -> Date = Date.init, files: ProgressFileAccess) {
        self.sessionsFolder = sessionsFolder
        self.route = route
        self.now = now
        self.files = files
    }

    package var routeFolder: URL { sessionsFolder.appendingPathComponent(route) }
    var progressFile: URL { routeFolder.appendingPathComponent("progress.json") }
    private var lockPath: String { sessionsFolder.appendingPathComponent(".lock").path }

    /// The current progress; a fresh record when there is none yet. When the file is there but
    /// cannot be used, it is left alone, a warning says why, and a fresh record is returned for
    /// display only: `update` refuses to save over the file.
    package func load() -> LearnerProgress {
        do {
            return try loadForWriting()
        } catch {
            note(error.localizedDescription)
            return LearnerProgress(route: route)
        }
    }

    /// The current progress, or the reason it must not be written over: the file exists but cannot
    /// be read, a newer sherpa wrote it, or it is corrupt and could not be moved aside.
    package func loadForWriting() throws -> LearnerProgress {
        // Something other than a file (a folder, a pipe) is named for what it is; reading a pipe
        // would also wait forever.
        if let kind = Self.nonFileKind(at: progressFile) {
            throw ProgressError.notAFile(path: progressFile.path, found: kind)
        }
        let data: Data
        do {
            data = try files.read(progressFile)
        } catch {
            // Only a file that is not there at all means "no progress yet".
            if Self.nothingExists(at: progressFile) { return LearnerProgress(route: route) }
            throw ProgressError.unreadable(path: progressFile.path, reason: Self.describe(error))
        }
        if let version = try? Self.decoder.decode(FormatVersion.self, from: data).formatVersion,
           version > LearnerProgress.currentFormatVersion {
            throw ProgressError.newerFormat(path: progressFile.path, found: version)
        }
        do {
            return try Self.decoder.decode(LearnerProgress.self, from: data)
        } catch {
            try moveAside(reason: error)
            return LearnerProgress(route: route)
        }
    }

    /// Applies `change` to the stored progress under the lock and saves it atomically. Throws,
    /// writing nothing, when the stored file must be kept (see `loadForWriting`).
    @discardableResult
    package func update(_ change: (inout LearnerProgress) throws -> Void) throws -> LearnerProgress {
        let lock = try FileLock(path: lockPath, timeout: lockTimeout, onWait: onLockWait)
        defer { withExtendedLifetime(lock) {} }
        var progress = try loadForWriting()
        try change(&progress)
        try save(progress)
        return progress
    }

    /// Appends an activity entry stamped with the store's clock.
    package func record(_ kind: ActivityEntry.Kind, section: String?, summary: String, change: (inout LearnerProgress) -> Void = { _ in }) throws {
        let stamp = now()
        try update { progress in
            change(&progress)
            progress.activity.append(ActivityEntry(at: stamp, kind: kind, section: section, summary: summary))
        }
    }

    package var clock: Date { now() }

    private func save(_ progress: LearnerProgress) throws {
        do {
            try FileManager.default.createDirectory(at: routeFolder, withIntermediateDirectories: true)
            let data = try Self.encoder.encode(progress)
            try files.write(data, progressFile)
        } catch {
            throw ProgressError.cannotWrite(path: progressFile.path, reason: Self.describe(error))
        }
    }

    /// Renames the unreadable file to a name no other file has, so a second corrupt file in the
    /// same second gets `-2` rather than failing to move and being written over.
    private func moveAside(reason: Error) throws {
        let stamp = ISO8601DateFormatter().string(from: now()).replacingOccurrences(of: ":", with: "-")
        var attempt = 1
        while true {
            let name = "progress.corrupt-\(stamp)\(attempt == 1 ? "" : "-\(attempt)").json"
            let aside = routeFolder.appendingPathComponent(name)
            if !Self.nothingExists(at: aside) {
                attempt += 1
                continue
            }
            do {
                try FileManager.default.moveItem(at: progressFile, to: aside)
                note("\(progressFile.path) could not be read (\(Self.describe(reason))). It was moved to \(name) and a fresh record was started; nothing was deleted.")
                return
            } catch {
                // Another process may have taken the name between the look and the move.
                if !Self.nothingExists(at: aside), attempt < 1000 {
                    attempt += 1
                    continue
                }
                throw ProgressError.cannotMoveAside(path: progressFile.path, reason: Self.describe(reason), moveError: Self.describe(error))
            }
        }
    }

    /// Records a warning once, however often the file is read.
    private func note(_ warning: String) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// What is at `url` when it is there but is not a regular file (following links); nil otherwise.
    static func nonFileKind(at url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    /// True only when nothing at all (not even a dangling link) has that name.
    static func nothingExists(at url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) != 0 && errno == ENOENT
    }

    /// A short reason for a failed read or write. The operating system's own words come first,
    /// because Foundation's wrapper often says only that "the operation could not be completed".
    package static func describe(_ error: Error) -> String {
        if error is DecodingError { return "it is not valid progress JSON" }
        if let posix = error as? POSIXError { return systemMessage(posix.code.rawValue) }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain { return systemMessage(Int32(underlying.code)) }
        if let error = error as? LocalizedError, let text = error.errorDescription { return text }
        return error.localizedDescription
    }

    private static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// Only the version field, read before the rest so a newer layout is recognised as newer
    /// even when it no longer decodes as this version's record.
    private struct FormatVersion: Decodable {
        var formatVersion: Int
    }
}

/// How the store reads and writes `progress.json`; replaced in tests to simulate failures.
struct ProgressFileAccess: Sendable {
    var read: @Sendable (URL) throws -> Data
    var write: @Sendable (Data, URL) throws -> Void

    static let real = ProgressFileAccess(
        read: { try Data(contentsOf: $0) },
        write: { data, url in try data.write(to: url, options: .atomic) }
    )
}

/// What can go wrong with `.sessions/`.
enum ProgressError: LocalizedError, Equatable {
    /// The progress file was written by a newer sherpa; it is kept as it is.
    case newerFormat(path: String, found: Int)
    /// The progress file could not be written.
    case cannotWrite(path: String, reason: String)
    /// The progress file exists but could not be read (permissions, a folder in its place); it is kept.
    case unreadable(path: String, reason: String)
    /// The progress file is corrupt and could not be renamed out of the way; it is kept.
    case cannotMoveAside(path: String, reason: String, moveError: String)
    /// Something other than a file has the progress file's name; it is kept.
    case notAFile(path: String, found: String)

    var errorDescription: String? {
        switch self {
        case .newerFormat(let path, let found):
            "\(path) has format version \(found), newer than this sherpa understands (\(LearnerProgress.currentFormatVersion)). It was left as it is and nothing is saved over it: update sherpa to record progress again."
        case .cannotWrite(let path, let reason):
            "sherpa could not save your progress to \(path): \(reason)."
        case .unreadable(let path, let reason):
            "sherpa could not read \(path) (\(reason)). It was left as it is and nothing is saved over it until it can be read: check its permissions, or move it away to start a fresh record."
        case .notAFile(let path, let found):
            "\(path) is \(found), not a file, so sherpa cannot keep your progress there. It was left as it is and nothing is saved there: move it away (or rename it) to start a fresh record."
        case .cannotMoveAside(let path, let reason, let moveError):
            "\(path) could not be read (\(reason)) and could not be moved aside (\(moveError)). It was left as it is and nothing is saved over it: move it away to start a fresh record."
        }
    }
}
