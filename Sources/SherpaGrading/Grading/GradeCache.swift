import Foundation
import SherpaCore
import SherpaRunner

/// Remembers each learner's check under a key made of everything that decides it: the hand-in, the
/// suite and its support, the probes, the mutants, the rubric, the limits and the toolchain. A regrade
/// builds and runs only the learners whose key changed.
struct GradeCache: Sendable {
    /// Bumped when grading itself changes what it records.
    static let version = "1"

    let folder: URL
    /// Everything but the hand-in, hashed once per grade.
    let courseKey: String

    init(folder: URL, workspace: Workspace, section: CatalogSection, limits: CheckLimits, toolchain: String) throws {
        self.folder = folder
        var hasher = SHA256()
        hasher.update("sherpa-grade-cache \(Self.version)\n")
        hasher.update(toolchain)
        hasher.update("\(limits.perTest) \(limits.perRun) \(limits.output)\n")
        var folders = [section.suite.path, workspace.catalog.support.path, section.solution]
        if let probes = section.probes { folders.append(probes) }
        if let mutants = section.learnerTests?.mutants { folders.append(mutants) }
        for path in folders {
            hasher.update(path)
            hasher.update(try FolderDigest.compute(folder: workspace.url(path)))
        }
        hasher.update((try? Data(contentsOf: workspace.url(Rubric.path(for: section)))) ?? Data())
        hasher.update((try? Data(contentsOf: workspace.url("sherpa/rules.json"))) ?? Data())
        hasher.update((try? Data(contentsOf: workspace.url(section.hints))) ?? Data())
        courseKey = hasher.finalize()
    }

    func key(for submission: Submission) -> String {
        var hasher = SHA256()
        hasher.update(courseKey)
        hasher.update(submission.learner)
        hasher.update(submission.digest)
        return hasher.finalize()
    }

    private func file(for submission: Submission) -> URL {
        folder.appendingPathComponent("\(ClassPackage.key(for: submission.learner)).json")
    }

    private struct Entry: Codable {
        var key: String
        var report: CheckReport
    }

    func report(for submission: Submission) -> CheckReport? {
        guard let data = try? Data(contentsOf: file(for: submission)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key(for: submission)
        else { return nil }
        return entry.report
    }

    func store(_ report: CheckReport, for submission: Submission) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONEncoder().encode(Entry(key: key(for: submission), report: report)).write(to: file(for: submission), options: .atomic)
    }
}
