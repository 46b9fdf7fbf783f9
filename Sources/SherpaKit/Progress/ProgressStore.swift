import Foundation

/// Reads and writes `.sessions/`. Every write takes a lock, so two sherpas never interleave,
/// and goes to a temporary file that is renamed into place, so a crash never leaves half a file.
/// A file that cannot be read is moved aside with a warning; it is never silently dropped.
public final class ProgressStore {
    public let sessionsFolder: URL
    public let route: String
    private let now: () -> Date
    /// Warnings gathered while reading (a corrupt file moved aside); commands print them.
    public private(set) var warnings: [String] = []

    public init(sessionsFolder: URL, route: String, now: @escaping () -> Date = Date.init) {
        self.sessionsFolder = sessionsFolder
        self.route = route
        self.now = now
    }

    public var routeFolder: URL { sessionsFolder.appendingPathComponent(route) }
    public var progressFile: URL { routeFolder.appendingPathComponent("progress.json") }
    private var lockPath: String { sessionsFolder.appendingPathComponent(".lock").path }

    /// The current progress; a fresh record when there is none yet.
    public func load() -> LearnerProgress {
        guard let data = try? Data(contentsOf: progressFile) else { return LearnerProgress(route: route) }
        do {
            let progress = try Self.decoder.decode(LearnerProgress.self, from: data)
            guard progress.formatVersion <= LearnerProgress.currentFormatVersion else {
                throw ProgressError.newerFormat(path: progressFile.path, found: progress.formatVersion)
            }
            return progress
        } catch {
            moveAside(reason: error)
            return LearnerProgress(route: route)
        }
    }

    /// Applies `change` to the stored progress under the lock and saves it atomically.
    @discardableResult
    public func update(_ change: (inout LearnerProgress) throws -> Void) throws -> LearnerProgress {
        let lock = try FileLock(path: lockPath, timeout: 10)
        defer { withExtendedLifetime(lock) {} }
        var progress = load()
        try change(&progress)
        try save(progress)
        SessionLog.refresh(progress, sessionsFolder: sessionsFolder, route: route)
        return progress
    }

    /// Appends an activity entry stamped with the store's clock.
    public func record(_ kind: ActivityEntry.Kind, section: String?, summary: String, change: (inout LearnerProgress) -> Void = { _ in }) throws {
        let stamp = now()
        try update { progress in
            change(&progress)
            progress.activity.append(ActivityEntry(at: stamp, kind: kind, section: section, summary: summary))
        }
    }

    public var clock: Date { now() }

    private func save(_ progress: LearnerProgress) throws {
        do {
            try FileManager.default.createDirectory(at: routeFolder, withIntermediateDirectories: true)
            let data = try Self.encoder.encode(progress)
            try data.write(to: progressFile, options: .atomic)
        } catch {
            throw ProgressError.cannotWrite(path: progressFile.path, reason: error.localizedDescription)
        }
    }

    private func moveAside(reason: Error) {
        let stamp = ISO8601DateFormatter().string(from: now()).replacingOccurrences(of: ":", with: "-")
        let aside = routeFolder.appendingPathComponent("progress.corrupt-\(stamp).json")
        do {
            try FileManager.default.moveItem(at: progressFile, to: aside)
            warnings.append("\(progressFile.path) could not be read (\(Self.describe(reason))). It was moved to \(aside.lastPathComponent) and a fresh record was started; nothing was deleted.")
        } catch {
            warnings.append("\(progressFile.path) could not be read (\(Self.describe(reason))) and could not be moved aside: \(error.localizedDescription).")
        }
    }

    private static func describe(_ error: Error) -> String {
        if let error = error as? LocalizedError, let text = error.errorDescription { return text }
        if error is DecodingError { return "it is not valid progress JSON" }
        return error.localizedDescription
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
}

/// What can go wrong with `.sessions/`.
public enum ProgressError: LocalizedError, Equatable {
    /// The progress file was written by a newer sherpa.
    case newerFormat(path: String, found: Int)
    /// The progress file could not be written.
    case cannotWrite(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .newerFormat(let path, let found):
            "\(path) has format version \(found), newer than this sherpa understands (\(LearnerProgress.currentFormatVersion))."
        case .cannotWrite(let path, let reason):
            "sherpa could not save your progress to \(path): \(reason)."
        }
    }
}
