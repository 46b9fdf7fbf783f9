import Foundation
import SherpaCore
import SherpaRunner

/// Which files sherpa wrote in a grade's output folder, kept in the folder itself, so that a grade
/// can remove the per-learner files (`results/`, `feedback/`) of learners who are not in it, and
/// never a file someone else put there. Without it, a Gradescope upload of `results/` after a
/// regrade would carry the results of learners the grade no longer has.
package struct GradeOutputRecord {
    /// The sub-folders that hold one file per learner.
    static let learnerFolders = ["results", "feedback"]
    /// One relative path a line: every file sherpa wrote here and has not removed.
    static let fileName = ".sherpa-written"

    let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    private var file: URL { folder.appendingPathComponent(Self.fileName) }

    /// The per-learner files any format could write for learners with these file names.
    package static func learnerFiles(names: some Sequence<String>) -> Set<String> {
        Set(names.flatMap { name in ["results/\(name).json", "feedback/\(name).md"] })
    }

    /// The files an earlier grade recorded, by path relative to the folder.
    func recorded() -> Set<String> {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }

    /// The files in the learner folders that belong to no learner of this grade (`keeping`, relative
    /// paths) and that sherpa wrote, to be removed once the new files are written. A file there that
    /// sherpa did not write is refused, before anything is written: it could be a stale result that
    /// would be uploaded with the others, and it is not sherpa's to delete.
    package func staleFiles(keeping: Set<String>) throws -> [String] {
        let recorded = recorded()
        var stale: [String] = []
        for subfolder in Self.learnerFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? []
            // Dot files are a file browser's (`.DS_Store`), never a learner's output.
            for name in names.sorted() where !name.hasPrefix(".") {
                let relative = subfolder + "/" + name
                if keeping.contains(relative) { continue }
                guard recorded.contains(relative) else {
                    throw GradingError.unknownOutputFile(path: folder.appendingPathComponent(relative).path, folder: folder.appendingPathComponent(subfolder).path)
                }
                stale.append(relative)
            }
        }
        return stale
    }

    /// Removes `stale` and records what sherpa has written here now: what it wrote before and still
    /// keeps, and `written`.
    package func update(written: [String], removing stale: [String]) throws {
        for relative in stale {
            let url = folder.appendingPathComponent(relative)
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw GradingError.cannotWrite(path: url.path, reason: ProgressStore.describe(error))
            }
        }
        let kept = recorded().subtracting(stale).union(written)
        do {
            try Data(kept.sorted().map { $0 + "\n" }.joined().utf8).write(to: file, options: .atomic)
        } catch {
            throw GradingError.cannotWrite(path: file.path, reason: ProgressStore.describe(error))
        }
    }
}
