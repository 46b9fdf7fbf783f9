import Foundation
import SherpaCore
import SherpaRunner

/// Joins the `gradebook.json` of shards into the gradebook one unsharded grade would have written.
/// Each learner comes from exactly one shard; the shards must have graded the same section by the
/// same rubric. Policies are applied again by the caller, so a merge honours today's overrides.
package enum GradebookMerger {
    package static func merge(_ folders: [URL]) throws -> Gradebook {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var merged: Gradebook?
        var seen: [String: String] = [:]
        for folder in folders {
            let file = folder.appendingPathComponent("gradebook.json")
            let shard: Gradebook
            do {
                shard = try decoder.decode(Gradebook.self, from: Data(contentsOf: file))
            } catch {
                throw GradingError.unmergeable("\(file.path) could not be read (\(error.localizedDescription)); each shard must write its gradebook.json.")
            }
            for learner in shard.learners {
                if let other = seen[learner.learner] {
                    throw GradingError.unmergeable("\(learner.learner) was graded by two shards, \(other) and \(folder.path).")
                }
                seen[learner.learner] = folder.path
            }
            guard var current = merged else {
                merged = shard
                continue
            }
            guard current.section == shard.section, current.rubric == shard.rubric else {
                throw GradingError.unmergeable("\(folder.path) graded \(shard.section) by rubric version \(shard.rubric.version), the first shard \(current.section) by version \(current.rubric.version).")
            }
            current.learners = (current.learners + shard.learners).sorted { $0.learner < $1.learner }
            current.sandboxLimitations = Array(Set(current.sandboxLimitations + shard.sandboxLimitations)).sorted()
            merged = current
        }
        guard let merged else { throw GradingError.unmergeable("no shard folder was given.") }
        return merged
    }
}
