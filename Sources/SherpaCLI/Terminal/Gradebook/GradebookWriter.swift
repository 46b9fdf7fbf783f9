import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Writes a gradebook's files into a folder, each atomically (a temporary file, then a rename), so
/// an interrupted grade never leaves a half-written gradebook behind.
struct GradebookWriter {
    var gradebook: Gradebook

    init(gradebook: Gradebook) {
        self.gradebook = gradebook
    }

    /// Relative path → contents, for the chosen formats.
    func files(_ formats: [GradebookFormat]) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for format in formats {
            switch format {
            case .csv:
                files["gradebook.csv"] = Data(gradebook.csv().utf8)
            case .json:
                files["gradebook.json"] = try gradebook.jsonData()
            case .junit:
                files["junit.xml"] = Data(gradebook.junit().utf8)
            case .gradescope:
                for learner in gradebook.learners {
                    files["results/\(gradebook.fileName(for: learner.learner)).json"] = try gradebook.gradescope(learner)
                }
            case .md:
                files["summary.md"] = Data(gradebook.summary().utf8)
                files["similarity.md"] = Data(gradebook.similarityReport().utf8)
                for learner in gradebook.learners {
                    files["feedback/\(gradebook.fileName(for: learner.learner)).md"] = Data(gradebook.feedback(learner).utf8)
                }
            case .html:
                files["report.html"] = Data(gradebook.html().utf8)
            }
        }
        return files
    }

    /// Writes the files, then removes the per-learner files an earlier grade wrote for learners
    /// this gradebook does not have; returns the written paths relative to `folder`, sorted. A file
    /// sherpa did not write in a per-learner folder is refused before anything is written.
    @discardableResult
    func write(_ formats: [GradebookFormat], to folder: URL) throws -> [String] {
        let files = try files(formats)
        let record = GradeOutputRecord(folder: folder)
        let learnerFiles = GradeOutputRecord.learnerFiles(names: gradebook.learners.map { gradebook.fileName(for: $0.learner) })
        let stale = try record.staleFiles(keeping: learnerFiles.union(files.keys))
        for (relative, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } catch {
                throw GradingError.cannotWrite(path: url.path, reason: ProgressStore.describe(error))
            }
        }
        try record.update(written: Array(files.keys), removing: stale)
        return files.keys.sorted()
    }
}
