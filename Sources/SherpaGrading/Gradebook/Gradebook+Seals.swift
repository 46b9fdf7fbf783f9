import Foundation
import SherpaCore
import SherpaRunner

/// Each entry of a gradebook is sealed with a digest of what the grade decided for that learner,
/// bound to their id, their hand-in's digest, the section and the course revision; the file is sealed
/// with a digest chained over every entry's seal. `sherpa grade merge` recomputes both, so an entry
/// edited by hand, copied to another learner's id or from another grade, or added to or removed
/// from a shard's file, is refused.
///
/// The digests are not keyed with a secret: shards are graded on machines that share none. Someone
/// who edits a shard's file and recomputes the digests with sherpa's own code gets past them; that
/// is deliberate forgery, visible to whoever runs the shards, and out of this seal's reach.
extension Gradebook {
    /// The seal of `grade` in this gradebook. Overrides and late penalties are left out: a merge
    /// applies the policy again from the autograde.
    func seal(of grade: LearnerGrade) -> String {
        var decided = grade
        decided.score = decided.autograde
        decided.adjustments = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // As the gradebook's own JSON writes dates, so a seal made before writing matches one
        // recomputed after reading.
        encoder.dateEncodingStrategy = .iso8601
        var hasher = SHA256()
        hasher.update("sherpa-gradebook-entry 1\n\(section)\n\(provenance.courseRevision)\n\(grade.learner)\n\(grade.digest)\n")
        hasher.update((try? encoder.encode(decided)) ?? Data())
        return hasher.finalize()
    }

    /// The file's seal: a chain over the entries' seals in learner order, so no entry can be added
    /// or removed without it changing.
    static func chainedSeal(section: String, entries: [(learner: String, seal: String)]) -> String {
        var chain = SHA256()
        chain.update("sherpa-gradebook 1\n\(section)\n")
        var link = chain.finalize()
        for entry in entries.sorted(by: { $0.learner.utf8.lexicographicallyPrecedes($1.learner.utf8) }) {
            var next = SHA256()
            next.update("\(link)\n\(entry.learner)\n\(entry.seal)\n")
            link = next.finalize()
        }
        return link
    }

    /// Recomputes every seal; throws, naming `file` and the learner, at the first that does not match.
    func verifySeals(file: URL) throws {
        for grade in learners where seals[grade.learner] != seal(of: grade) {
            throw GradingError.unmergeable("the entry of \(grade.learner) in \(file.path) does not match its seal: it was edited, or copied from another learner or another grade, after the shard was graded. Grade that shard again.")
        }
        let entries = learners.map { (learner: $0.learner, seal: seals[$0.learner] ?? "") }
        guard Set(seals.keys) == Set(learners.map(\.learner)), sealOfEntries == Self.chainedSeal(section: section, entries: entries) else {
            throw GradingError.unmergeable("the entries of \(file.path) do not match the file's seal: an entry was added or removed after the shard was graded. Grade that shard again.")
        }
    }
}
