import Foundation
import SherpaCore
import SherpaRunner

/// Joins the `gradebook.json` of shards into the gradebook one unsharded grade would have written.
/// It merges only a whole set: every shard K of the same N exactly once, each learner from the
/// shard their id belongs to, all graded on the same section, rubric, course revision, toolchain
/// and limits, with every entry matching its seal (`Gradebook+Seals`). Anything less is refused with
/// what is missing or wrong, never written as a smaller class.
/// Policies are applied again by the caller, so a merge honours today's overrides.
package enum GradebookMerger {
    package static func merge(_ folders: [URL]) throws -> Gradebook {
        guard !folders.isEmpty else { throw GradingError.unmergeable("no shard folder was given.") }
        let shards = try folders.map { folder in (folder: folder, gradebook: try read(folder)) }
        var slices: [(folder: URL, gradebook: Gradebook, shard: GradeShard)] = []
        for (folder, gradebook) in shards {
            guard let shard = gradebook.provenance.shard else {
                throw GradingError.unmergeable("\(folder.path) holds a grade of the whole class, not a shard; merge the folders written with --shard K/N.")
            }
            slices.append((folder, gradebook, shard))
        }
        let first = slices[0]
        let count = first.shard.count
        for slice in slices.dropFirst() where slice.shard.count != count {
            throw GradingError.unmergeable("\(first.folder.path) is shard \(first.shard) but \(slice.folder.path) is shard \(slice.shard): shards of different splits cannot be merged.")
        }
        var folderOfShard: [Int: URL] = [:]
        for slice in slices {
            if let other = folderOfShard[slice.shard.index] {
                throw GradingError.unmergeable("shard \(slice.shard) was given twice, as \(other.path) and \(slice.folder.path).")
            }
            folderOfShard[slice.shard.index] = slice.folder
        }
        let absent = (1...count).filter { folderOfShard[$0] == nil }
        guard absent.isEmpty else {
            let names = absent.map { "\($0)/\(count)" }
            throw GradingError.unmergeable("shard\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") missing. A merge needs all \(count) shards; add the output folder of every `--shard K/\(count)` grade.")
        }
        for slice in slices.dropFirst() {
            if let difference = difference(first.gradebook, slice.gradebook) {
                throw GradingError.unmergeable("\(slice.folder.path) (shard \(slice.shard)) was graded with \(difference.other), but \(first.folder.path) (shard \(first.shard)) with \(difference.first); grade every shard from the same course, rubric and toolchain.")
            }
        }

        var merged = first.gradebook
        var learners: [LearnerGrade] = []
        for slice in slices {
            for learner in slice.gradebook.learners where !slice.shard.contains(learner.learner) {
                throw GradingError.unmergeable("\(learner.learner) is in \(slice.folder.path), shard \(slice.shard), but their id belongs to another shard; the folder was not written by that shard's grade.")
            }
            learners += slice.gradebook.learners
            merged.sandboxLimitations = Array(Set(merged.sandboxLimitations + slice.gradebook.sandboxLimitations)).sorted()
        }
        merged.learners = learners.sorted { $0.learner < $1.learner }
        merged.provenance.shard = nil
        return merged
    }

    private static func read(_ folder: URL) throws -> Gradebook {
        let file = folder.appendingPathComponent("gradebook.json")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw GradingError.unmergeable("\(file.path) could not be read; each shard must write its gradebook.json (a shard always does, whatever --format says).")
        }
        struct Version: Decodable { var formatVersion: Int }
        let version = (try? JSONDecoder().decode(Version.self, from: data))?.formatVersion
        guard version == Gradebook.currentFormatVersion else {
            throw GradingError.unmergeable("\(file.path) has gradebook format \(version.map(String.init) ?? "unknown"), and this sherpa merges format \(Gradebook.currentFormatVersion); grade that shard again with this sherpa.")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let gradebook: Gradebook
        do {
            gradebook = try decoder.decode(Gradebook.self, from: data)
        } catch {
            throw GradingError.unmergeable("\(file.path) is not a gradebook sherpa can read (\(error.localizedDescription)).")
        }
        try gradebook.verifySeals(file: file)
        return gradebook
    }

    /// The first thing two shards were graded with that differs, in words for each.
    private static func difference(_ first: Gradebook, _ other: Gradebook) -> (first: String, other: String)? {
        if first.section != other.section { return ("section \(first.section)", "section \(other.section)") }
        if first.rubric != other.rubric { return ("rubric version \(first.rubric.version)", "rubric version \(other.rubric.version)" + (first.rubric.version == other.rubric.version ? " (same number, different contents)" : "")) }
        let a = first.provenance, b = other.provenance
        if a.courseRevision != b.courseRevision { return ("course revision \(a.courseRevision.prefix(12))", "course revision \(b.courseRevision.prefix(12))") }
        if a.toolchain != b.toolchain { return ("toolchain \"\(a.toolchain)\"", "toolchain \"\(b.toolchain)\"") }
        if a.limits != b.limits { return ("limits of \(a.limits)", "limits of \(b.limits)") }
        return nil
    }
}
