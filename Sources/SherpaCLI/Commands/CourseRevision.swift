import Foundation
import SherpaCore
import SherpaRunner

/// A digest of everything in the course that decides a verdict: the catalog, the rules, and each
/// section's suite, reference, probes, mutants, rubric and hints. It reads the files a grade is
/// bound to, so two checkouts with the same revision judge alike; the learner's exercises are left
/// out, since changing them is the point.
enum CourseRevision {
    static func of(_ workspace: Workspace) throws -> String {
        var hasher = SHA256()
        var folders = [workspace.catalog.support.path]
        var files = [Workspace.catalogPath, "sherpa/rules.json"]
        for section in workspace.readySections {
            folders += [section.suite.path, section.solution]
            if let probes = section.probes { folders.append(probes) }
            if let mutants = section.learnerTests?.mutants { folders.append(mutants) }
            files += [Rubric.path(for: section), section.hints]
        }
        // A folder or file the course lacks is named with nothing after it, so adding it later
        // changes the revision too.
        for path in folders {
            hasher.update("folder \(path)\n")
            let folder = workspace.url(path)
            if FileManager.default.fileExists(atPath: folder.path) { hasher.update(try FolderDigest.compute(folder: folder)) }
        }
        for path in files {
            hasher.update("file \(path)\n")
            if let data = FileManager.default.contents(atPath: workspace.url(path).path) { hasher.update(data) }
        }
        return hasher.finalize()
    }
}
