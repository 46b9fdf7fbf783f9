import Foundation
import SherpaCore
import SherpaRunner

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File operations on a learner's exercise folder.
enum ExerciseFolder {
    struct Restored: Equatable {
        var written: [String]
        var removed: [String]
    }

    /// Everything below `folder`, hidden files included. Links are listed as entries of their own
    /// and never followed; throws when `folder` itself is a link.
    static func listing(of folder: URL) throws -> SourceListing {
        try SourceTree.listing(in: folder, includeHidden: true)
    }

    /// The files and links a reset accounts for: it backs them up and removes or replaces them.
    static func entries(_ listing: SourceListing) -> [String] {
        (listing.files + listing.links).sorted()
    }

    /// Every file and link below `folder` (hidden ones too: a reset must account for all of them).
    static func files(in folder: URL) throws -> [String] {
        entries(try listing(of: folder))
    }

    static func matches(_ folder: URL, current: [String], pristine: [String: String]) throws -> Bool {
        guard Set(current) == Set(pristine.keys) else { return false }
        for (path, text) in pristine {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path), data == Data(text.utf8) else { return false }
        }
        return true
    }

    /// Copies `entries` of `folder` to `parent/name` (with `-2`, `-3`… if taken); links are copied
    /// as links. Nil when there is nothing to save.
    static func backUp(_ folder: URL, entries: [String], into parent: URL, name: String) throws -> URL? {
        guard !entries.isEmpty else { return nil }
        let manager = FileManager.default
        var target = parent.appendingPathComponent(name)
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            var suffix = 2
            while manager.fileExists(atPath: target.path) {
                target = parent.appendingPathComponent("\(name)-\(suffix)")
                suffix += 1
            }
            for entry in entries {
                let destination = target.appendingPathComponent(entry)
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: folder.appendingPathComponent(entry), to: destination)
            }
        } catch {
            throw ResetError.backupFailed(path: target.path, reason: error.localizedDescription)
        }
        return target
    }

    /// Makes `folder` hold exactly `pristine`, touching only the files that differ.
    static func restore(_ folder: URL, current: [String], pristine: [String: String]) throws -> Restored {
        let manager = FileManager.default
        var removed: [String] = []
        for path in current where pristine[path] == nil {
            try manager.removeItem(at: folder.appendingPathComponent(path))
            removed.append(path)
        }
        var written: [String] = []
        for (path, text) in pristine.sorted(by: { $0.key < $1.key }) {
            try refuseLinks(above: path, in: folder)
            let url = folder.appendingPathComponent(path)
            let data = Data(text.utf8)
            if manager.contents(atPath: url.path) == data { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            written.append(path)
        }
        try removeEmptyFolders(in: folder)
        return Restored(written: written, removed: removed)
    }

    /// Throws when a folder on the way to `path` is a symbolic link, so nothing is written through it.
    private static func refuseLinks(above path: String, in folder: URL) throws {
        var current = folder
        for component in path.split(separator: "/").dropLast() {
            current = current.appendingPathComponent(String(component))
            var info = stat()
            if lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw SourceTreeError.folderIsLink(path: current.path, target: (try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)) ?? "?")
            }
        }
    }

    private static func removeEmptyFolders(in folder: URL) throws {
        let manager = FileManager.default
        let folders = (manager.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // Deepest first, so a folder emptied by removing its sub-folder goes too.
        for path in folders.sorted(by: { $0.count > $1.count }) {
            let url = folder.appendingPathComponent(path)
            if (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try manager.removeItem(at: url) }
        }
    }
}
