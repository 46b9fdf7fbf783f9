import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files of a folder the way every sherpa command sees a learner's tree:
/// regular files only, hidden files skipped, symbolic links never followed. The folder itself
/// may not be a link either. Names are read as bytes, so a name that is not UTF-8 is skipped and
/// named instead of stopping the walk.
package enum SourceTree {
    /// Relative paths of every regular file below `folder`, sorted.
    package static func files(in folder: URL, excluding excluded: [String] = [], extensions: Set<String>? = nil) throws -> [String] {
        try listing(in: folder, excluding: excluded, extensions: extensions).files
    }

    /// Everything below `folder`: the regular files, and what was met but skipped (links and names
    /// that are not UTF-8), so callers can name them. Empty when `folder` does not exist; throws
    /// when `folder` is itself a symbolic link, because following it would read or write elsewhere.
    package static func listing(in folder: URL, excluding excluded: [String] = [], extensions: Set<String>? = nil, includeHidden: Bool = false) throws -> SourceListing {
        let root = Array(folder.path.utf8)
        switch try kind(of: root) {
        case .link:
            throw SourceTreeError.folderIsLink(path: folder.path, target: (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) ?? "?")
        case .directory:
            var listing = SourceListing()
            try walk(root, relative: [], options: WalkOptions(excluded: Set(excluded), extensions: extensions, includeHidden: includeHidden), into: &listing)
            listing.files.sort()
            listing.links.sort()
            listing.undecodableNames.sort()
            return listing
        case .missing, .file, .other:
            return SourceListing()
        }
    }

    private struct WalkOptions {
        var excluded: Set<String>
        var extensions: Set<String>?
        var includeHidden: Bool

        func wants(_ relative: String) -> Bool {
            guard let extensions else { return true }
            return extensions.contains((relative as NSString).pathExtension)
        }
    }

    private static func walk(_ folder: [UInt8], relative: [UInt8], options: WalkOptions, into listing: inout SourceListing) throws {
        for name in try entries(of: folder) {
            if name.first == UInt8(ascii: "."), !options.includeHidden { continue }
            let relativeBytes = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
            let path = folder + [UInt8(ascii: "/")] + name
            guard let relativePath = utf8(relativeBytes) else {
                listing.undecodableNames.append(escaped(relativeBytes))
                continue
            }
            if options.excluded.contains(relativePath) { continue }
            switch try kind(of: path) {
            case .directory:
                try walk(path, relative: relativeBytes, options: options, into: &listing)
            case .file:
                if options.wants(relativePath) { listing.files.append(relativePath) }
            case .link:
                // A link to a folder may hide any file, so it is named whatever its extension.
                if options.wants(relativePath) || pointsToFolder(path) { listing.links.append(relativePath) }
            case .missing, .other:
                continue  // devices, sockets, pipes, and entries removed while listing are never read
            }
        }
    }

    private enum Kind { case missing, directory, file, link, other }

    private static func kind(of path: [UInt8]) throws -> Kind {
        var info = stat()
        let result = withCString(path) { lstat($0, &info) }
        if result != 0 {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw SourceTreeError.unreadable(path: escaped(path), reason: String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return .link
        default: return .other
        }
    }

    private static func pointsToFolder(_ path: [UInt8]) -> Bool {
        var info = stat()
        return withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder as raw bytes, without `.` and `..`.
    private static func entries(of folder: [UInt8]) throws -> [[UInt8]] {
        guard let directory = withCString(folder, { opendir($0) }) else {
            throw SourceTreeError.unreadable(path: escaped(folder), reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { bytes in
                    Array(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return names
    }

    private static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    /// The text of `bytes` when they are valid UTF-8. Decoding replaces bad bytes, so text that
    /// encodes back to the same bytes was valid (`String(validating:)` needs macOS 15).
    private static func utf8<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// A name for people: valid UTF-8 as it is, every other byte as `\xFF`.
    package static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            var matched = false
            // A UTF-8 sequence is at most four bytes; take the shortest that decodes.
            for length in 1...4 where index + length <= bytes.count {
                if let piece = utf8(bytes[index..<index + length]) {
                    text += piece
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                text += String(format: "\\x%02X", bytes[index])
                index += 1
            }
        }
        return text
    }
}

/// What a walk of a learner's folder found.
package struct SourceListing: Equatable, Sendable {
    /// Regular files, relative to the folder, sorted.
    package var files: [String] = []
    /// Symbolic links met on the way; never followed, never read.
    package var links: [String] = []
    /// Entries whose names are not UTF-8, relative, with the bytes that are not escaped (`\xFF`).
    /// A folder with such a name is skipped whole.
    package var undecodableNames: [String] = []

    init(files: [String] = [], links: [String] = [], undecodableNames: [String] = []) {
        self.files = files
        self.links = links
        self.undecodableNames = undecodableNames
    }

    /// One sentence per skipped entry, each naming it under `displayPath` (the folder as the
    /// learner calls it), for a command to print as a warning.
    package func skippedNotes(displayPath: String) -> [String] {
        links.map { "\(displayPath)/\($0) is a symbolic link, and sherpa never follows links, so it was skipped. Put the file itself there instead." }
            + undecodableNames.map { "\(displayPath)/\($0) was skipped: its name is not valid UTF-8. Rename it (the escaped bytes show where)." }
    }
}

/// Why a folder could not be listed.
package enum SourceTreeError: LocalizedError, Equatable {
    /// The folder to list is itself a symbolic link; sherpa neither reads nor writes through it.
    case folderIsLink(path: String, target: String)
    /// A folder or entry could not be read.
    case unreadable(path: String, reason: String)

    package var errorDescription: String? {
        switch self {
        case .folderIsLink(let path, let target):
            "\(path) is a symbolic link (to \(target)). sherpa never follows links, so it did not read or change anything through it. Replace the link with a real folder."
        case .unreadable(let path, let reason):
            "sherpa could not read \(path): \(reason.lowercased())."
        }
    }
}
