import Foundation
import SherpaCore
import SherpaRunner

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes a clean copy of an untrusted submission: only regular `.swift` files inside the section's
/// folder, never through a symbolic link, each under a size cap, valid UTF-8 in name and contents.
/// Everything else is left behind, and what a learner might miss is named in a note.
struct SubmissionIntake: Sendable {
    var section: CatalogSection
    /// Larger Swift files are skipped.
    var maximumFileBytes = 256 * 1024
    /// A submission with more Swift files than this is cut off there.
    var maximumFiles = 400

    init(section: CatalogSection) {
        self.section = section
    }

    /// Copies the section's files from `original` into `destination` (emptied first).
    func take(learner: String, from original: URL, into destination: URL) throws -> Submission {
        let manager = FileManager.default
        try? manager.removeItem(at: destination)
        var notes: [String] = []
        guard !Self.isSymbolicLink(original.path) else {
            notes.append("The submission folder is a symbolic link; sherpa does not follow links out of a submission.")
            return Submission(learner: learner, layout: .empty, copy: nil, notes: notes, submittedAt: nil, digest: "")
        }
        let folderName = URL(fileURLWithPath: section.starter).lastPathComponent
        let root: URL
        let layout: Submission.Layout
        if Self.isDirectory(original.appendingPathComponent(section.starter).path) {
            root = original.appendingPathComponent(section.starter)
            layout = .repository
        } else if Self.isDirectory(original.appendingPathComponent(folderName).path) {
            root = original.appendingPathComponent(folderName)
            layout = .sectionFolder
        } else {
            root = original
            layout = .sectionFolder
        }

        var copied: [(relative: String, data: Data)] = []
        var newest: Date?
        try walk(root, relative: "", notes: &notes) { relative, data, modified in
            copied.append((relative, data))
            if newest.map({ modified > $0 }) ?? true { newest = modified }
        }
        guard !copied.isEmpty else {
            notes.append("No Swift file of \(section.displayName) was found in the submission (looked in \(section.starter), \(folderName)/ and the folder itself).")
            return Submission(learner: learner, layout: .empty, copy: nil, notes: notes, submittedAt: nil, digest: "")
        }
        var hasher = SHA256()
        for file in copied.sorted(by: { $0.relative < $1.relative }) {
            let target = destination.appendingPathComponent(file.relative)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: target)
            hasher.update(file.relative)
            hasher.update(file.data)
        }
        return Submission(learner: learner, layout: layout, copy: destination, notes: notes, submittedAt: newest, digest: hasher.finalize())
    }

    private func walk(_ folder: URL, relative: String, notes: inout [String], copy: (String, Data, Date) throws -> Void) throws {
        var count = 0
        try walk(folder, relative: relative, notes: &notes, count: &count, copy: copy)
    }

    private func walk(_ folder: URL, relative: String, notes: inout [String], count: inout Int, copy: (String, Data, Date) throws -> Void) throws {
        for name in Self.entries(of: folder.path) {
            guard let text = String(validating: name, as: UTF8.self) else {
                notes.append("Skipped \(relative.isEmpty ? "" : relative + "/")\(Self.escaped(name)): its name is not valid UTF-8.")
                continue
            }
            if text.hasPrefix(".") { continue }
            let path = relative.isEmpty ? text : relative + "/" + text
            let url = folder.appendingPathComponent(text)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                if text.hasSuffix(".swift") || Self.isDirectoryFollowingLink(url.path) {
                    notes.append("Skipped \(path): it is a symbolic link, and sherpa does not follow links in a submission.")
                }
            case S_IFDIR:
                try walk(url, relative: path, notes: &notes, count: &count, copy: copy)
            case S_IFREG:
                guard text.hasSuffix(".swift") else { continue }
                if text == "Package.swift" {
                    notes.append("Ignored \(path): sherpa builds every submission with its own package manifest.")
                    continue
                }
                if Int(info.st_size) > maximumFileBytes {
                    notes.append("Skipped \(path): it is \(Int(info.st_size) / 1024) KiB, over the \(maximumFileBytes / 1024) KiB limit for one source file.")
                    continue
                }
                guard count < maximumFiles else {
                    notes.append("Skipped \(path) and any later files: the submission has more than \(maximumFiles) Swift files.")
                    return
                }
                let data = try Data(contentsOf: url)
                guard !data.contains(0), String(validating: data, as: UTF8.self) != nil else {
                    notes.append("Skipped \(path): it is not a UTF-8 text file.")
                    continue
                }
                count += 1
                #if canImport(Darwin)
                let seconds = Double(info.st_mtimespec.tv_sec)
                #else
                let seconds = Double(info.st_mtim.tv_sec)
                #endif
                try copy(path, data, Date(timeIntervalSince1970: seconds))
            default:
                continue
            }
        }
    }

    /// The learners' folders in a submissions folder: every sub-folder (or link) whose name does not
    /// start with a dot. A name that is not valid UTF-8 cannot be a learner id; it is listed apart,
    /// its odd bytes written `\xNN`, so the gradebook can give it a row with a note.
    struct Folders: Sendable, Equatable {
        var learners: [String] = []
        var unreadableNames: [String] = []
        /// Pairs of folders whose names are the same text in two Unicode spellings (`Jos\u{E9}` and
        /// `Jose\u{301}`): Swift compares strings after normalisation, so each pair would be one learner.
        var alikeNames: [[String]] = []

        /// Refuses learner folders whose names are equal after Unicode normalisation, naming both.
        ///
        /// Refused rather than graded as two rows: the learner id is what the roster, the overrides, the
        /// shards and the instructor's own gradebook match on, and each of them sees the two names as the
        /// same text, so two rows would carry one id twice. Only a person can say whose each folder is (it
        /// is often one learner's hand-in uploaded twice from two systems); the refusal comes before any
        /// build, so renaming one folder and grading again costs seconds.
        func refuseAlikeNames(in submissions: URL) throws {
            guard let pair = alikeNames.first else { return }
            throw GradingError.learnerFoldersAlike(
                first: submissions.appendingPathComponent(pair[0]).path, second: submissions.appendingPathComponent(pair[1]).path,
                spellings: pair.map(SubmissionIntake.spelled)
            )
        }
    }

    static func folders(in submissions: URL) -> Folders {
        var folders = Folders()
        for name in entries(of: submissions.path) where name.first != 0x2E {
            if let text = String(validating: name, as: UTF8.self) {
                let path = submissions.appendingPathComponent(text).path
                guard isDirectory(path) || isSymbolicLink(path) else { continue }
                if let twin = folders.learners.first(where: { $0 == text }) { folders.alikeNames.append([twin, text]) }
                folders.learners.append(text)
            } else if isDirectoryOrLink(raw: Array(submissions.path.utf8) + [0x2F] + name) {
                folders.unreadableNames.append(escaped(name))
            }
        }
        return folders
    }

    /// A name with every scalar outside printable ASCII written `\u{…}`, so two spellings of one
    /// text can be told apart on a page.
    static func spelled(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }

    /// A raw name with every byte outside printable ASCII written `\xNN`.
    static func escaped(_ name: [UInt8]) -> String {
        name.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }

    /// The raw names in a folder, sorted, so a name that is not UTF-8 can still be reported.
    static func entries(of path: String) -> [[UInt8]] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// For a path that is not valid UTF-8, so cannot be a Swift string.
    private static func isDirectoryOrLink(raw path: [UInt8]) -> Bool {
        var info = stat()
        let found = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
        }
        return found && (info.st_mode & S_IFMT == S_IFDIR || info.st_mode & S_IFMT == S_IFLNK)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func isDirectoryFollowingLink(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
