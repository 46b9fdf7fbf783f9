import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sherpa reset <section>`: saves the learner's files to a dated backup, then puts the
/// starter back exactly as git has it.
package struct ResetCommand: SherpaCommand {
    package static let name = "reset"
    package static let abstract = "Start a section over: your files are backed up first, then the starter is restored."
    package static let options: [CommandOption] = [
        .section(),
        .value("--from", "git-ref", help: "The commit, branch or tag whose starter to restore (default HEAD).\nIf you committed your own work, name an earlier commit, for\nexample `--from origin/main`."),
    ]
    package static let discussion = """
        Every file in the section's exercise folder is first copied to
        .sessions/<route>/backups/section-N-YYYYMMDD-HHMMSS/, and sherpa prints where. Then the
        starter comes back from git: changed files are restored and files you added are
        removed (they are in the backup). Your progress record is kept.
        """

    var section: String
    var ref: String

    package init(parsing arguments: inout ArgumentList) throws {
        ref = arguments.option("--from") ?? "HEAD"
        guard let section = arguments.positional() else {
            throw UsageError("Name the section to reset, for example `sherpa reset section-2`.")
        }
        guard !ref.hasPrefix("-"), !ref.isEmpty else { throw UsageError("--from needs a git commit, branch or tag.") }
        self.section = section
    }

    package func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        let console = context.console
        let folder = workspace.url(section.starter)

        // Everything that can fail without touching the learner's files happens first.
        let pristine = try GitStarterSource(root: workspace.root, processes: context.processes).files(in: section.starter, at: ref)
        // Throws, before anything is touched, when the folder itself is a link: a reset through it
        // would overwrite the link's target and back up only the link.
        let listing = try ExerciseFolder.listing(of: folder)
        let current = ExerciseFolder.entries(listing)
        let untouched = listing.undecodableNames
        defer {
            if !untouched.isEmpty {
                console.error(console.wrap("warning: left untouched, and not in any backup, because their names are not valid UTF-8: " + untouched.map { "\(section.starter)/\($0)" }.joined(separator: ", ") + ". Rename or move them yourself."))
            }
        }
        if try ExerciseFolder.matches(folder, current: current, pristine: pristine) {
            console.line(console.wrap("\(section.starter)/ already matches the starter in git \(ref); nothing was changed and no backup was needed."))
            if ref == "HEAD" {
                console.line(console.wrap("If you committed your own work, HEAD holds it: restore from an earlier commit with `\(NextStep.command) reset \(section.id) --from <commit>` (`git log --oneline -- \(section.starter)` lists them)."))
            }
            return ExitCode.success
        }

        let store = context.progressStore(workspace)
        let backup = try ExerciseFolder.backUp(folder, entries: current, into: store.routeFolder.appendingPathComponent("backups"), name: "\(section.id)-\(SessionClock(timeZone: .current).stamp(context.now()))")
        let backupPath = backup.map { Self.relative($0, to: workspace.root) }
        let outcome: ExerciseFolder.Restored
        do {
            outcome = try ExerciseFolder.restore(folder, current: current, pristine: pristine)
        } catch {
            throw ResetError.restoreFailed(reason: error.localizedDescription, backup: backupPath)
        }

        let savedText = backupPath.map { "your files were saved to \($0)/" } ?? "there were no files to save"
        let saving = Result { try store.record(.reset, section: section.id, summary: "reset to the starter from git \(ref); \(savedText)") }
        if saving.failure == nil { context.writeSessionLog(from: store, workspace: workspace, preferences: workspace.loadPreferences().preferences) }

        if let backupPath {
            console.line("Saved your work (\(current.count) file\(current.count == 1 ? "" : "s")) to")
            console.line("  " + console.style(backupPath + "/", .bold))
        }
        console.line(console.wrap("Restored the starter of \(section.displayName) from git \(ref): \(outcome.written.count) file\(outcome.written.count == 1 ? "" : "s") put back in \(section.starter)/."))
        if !outcome.removed.isEmpty {
            console.line(console.wrap("Removed the file\(outcome.removed.count == 1 ? "" : "s") you had added (kept in the backup): \(outcome.removed.joined(separator: ", "))."))
        }
        if let backupPath, let example = current.first {
            console.line(console.wrap(console.style("To take a file back: cp \(backupPath)/\(example) \(section.starter)/\(example)", .dim)))
        }
        console.line()
        console.line(console.wrap("Next: " + NextStep.work(on: section, progress: store.load())))
        store.printProblems(on: console, unsaved: saving.failure, what: "The note of this reset in your activity log")
        return ExitCode.success
    }

    static func relative(_ url: URL, to root: URL) -> String {
        let full = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
    }
}

/// Reads a folder's files as git has them at a commit, through the injected process runner.
struct GitStarterSource {
    let root: URL
    let processes: any ProcessRunning

    /// Paths inside `folder` (relative to it) and their contents at `ref`.
    func files(in folder: String, at ref: String) throws -> [String: String] {
        let inside = try git(["rev-parse", "--is-inside-work-tree"])
        guard inside.succeeded, inside.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "true" else {
            throw ResetError.notGitCheckout(root: root.path, folder: folder, reason: nil)
        }
        let listing = try git(["ls-tree", "-r", "-z", "--name-only", ref, "--", folder + "/"])
        guard listing.succeeded else {
            throw ResetError.unknownRef(ref: ref, message: listing.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        // Paths come back relative to the working directory, which is `root`.
        let paths = listing.stdout.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
        guard !paths.isEmpty else { throw ResetError.notInRef(folder: folder, ref: ref) }
        var files: [String: String] = [:]
        for path in paths {
            // `ref:./path` is read relative to the working directory, even when the course is a sub-folder of a larger repository.
            let blob = try git(["cat-file", "blob", "\(ref):./\(path)"])
            guard blob.succeeded else {
                throw ResetError.unknownRef(ref: ref, message: blob.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
            files[relative] = blob.stdout
        }
        return files
    }

    private func git(_ arguments: [String]) throws -> ProcessOutcome {
        do {
            return try processes.run(ProcessInvocation(program: "git", arguments: ["-C", root.path] + arguments, timeout: 60, outputLimit: 8 << 20))
        } catch {
            throw ResetError.notGitCheckout(root: root.path, folder: "", reason: "git could not be started: \(error.localizedDescription)")
        }
    }
}

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

/// Why a reset could not be done. Every case says whether the learner's files were touched.
package enum ResetError: LocalizedError, Equatable {
    case notGitCheckout(root: String, folder: String, reason: String?)
    case unknownRef(ref: String, message: String)
    case notInRef(folder: String, ref: String)
    case backupFailed(path: String, reason: String)
    case restoreFailed(reason: String, backup: String?)

    package var errorDescription: String? {
        switch self {
        case .notGitCheckout(let root, let folder, let reason):
            "sherpa restores a starter from git, and \(root) is not a git checkout\(reason.map { " (\($0))" } ?? " (was the course downloaded as a ZIP?)"). Nothing was changed. To start over, copy \(folder.isEmpty ? "the section's folder" : folder + "/") from a fresh download of the course."
        case .unknownRef(let ref, let message):
            "git could not read the starter at \(ref)\(message.isEmpty ? "" : ": \(message)"). Nothing was changed."
        case .notInRef(let folder, let ref):
            "git's \(ref) has no files in \(folder)/, so there is no starter to restore from it. Nothing was changed."
        case .backupFailed(let path, let reason):
            "sherpa could not back up your files to \(path) (\(reason)), so it did not reset anything."
        case .restoreFailed(let reason, let backup):
            "Restoring the starter stopped part-way: \(reason). " + (backup.map { "Your files are safe in \($0)/." } ?? "")
        }
    }
}
