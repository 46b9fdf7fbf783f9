import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// A shard's entries are sealed, and `sherpa grade merge` recomputes the seals: an entry edited by
/// hand or copied to another learner is refused, naming the shard file and the learner.
@Suite("Merging shards: sealed entries")
struct GradebookSealTests {
    static let learners = (1...6).map { "learner-\($0)" }
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Writes the one shard of a 1/1 split, where learner-1 passes and everyone else fails, and
    /// returns its gradebook.json.
    func writeShard() throws -> URL {
        let base = try GradebookFileSafetyTests.gradebook(Self.learners)
        let gradebook = Gradebook(
            section: try ShippedCourse.section("2"), rubric: base.rubric, learners: base.learners, sandboxLimitations: [],
            provenance: GradeProvenance(shard: GradeShard(index: 1, count: 1), courseRevision: "rev-1", toolchain: "Swift version 6.3.1", limits: "15 s per test")
        )
        let url = folder.url.appendingPathComponent("shard-1")
        try GradebookWriter(gradebook: gradebook).write([.json], to: url)
        return url.appendingPathComponent("gradebook.json")
    }

    /// Rewrites the shard's entries as someone editing the file would.
    func edit(_ file: URL, _ change: (inout [[String: Any]]) throws -> Void) throws {
        var gradebook = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var entries = try #require(gradebook["learners"] as? [[String: Any]])
        try change(&entries)
        gradebook["learners"] = entries
        try JSONSerialization.data(withJSONObject: gradebook).write(to: file)
    }

    func message(_ folders: [URL]) -> String {
        do {
            let merged = try GradebookMerger.merge(folders)
            return "merged: " + merged.learners.map { "\($0.learner) \($0.score.total)" }.joined(separator: ", ")
        } catch {
            return error.localizedDescription
        }
    }

    @Test("An untouched shard merges, its seals matching")
    func untouchedShardMerges() throws {
        let file = try writeShard()
        let merged = try GradebookMerger.merge([file.deletingLastPathComponent()])
        #expect(merged.learners.map(\.learner) == Self.learners)
    }

    @Test("Seals made before writing match after reading: whole check reports, and hand-in times with fractions of a second")
    func sealsSurviveTheFile() throws {
        let section = try ShippedCourse.section("2")
        let rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        let reports = SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/CounterCourseReports")
        let grades = try ["broken", "fails", "leaky", "missing", "passes", "tested"].map { name in
            let report = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: reports.appendingPathComponent("\(name).json")))
            let score = rubric.score(report, section: section)
            return LearnerGrade(
                learner: name, status: .graded, layout: .repository, score: score, autograde: score, report: report,
                notes: ["Skipped big.swift: it is 300 KiB."], submittedAt: Date(timeIntervalSince1970: 1_764_000_000.123456), digest: "digest-\(name)"
            )
        }
        let gradebook = Gradebook(
            section: section, rubric: rubric, learners: grades, sandboxLimitations: [],
            provenance: GradeProvenance(shard: GradeShard(index: 1, count: 1), courseRevision: "rev-1", toolchain: "Swift version 6.3.1", limits: "15 s per test")
        )
        let url = folder.url.appendingPathComponent("shard-reports")
        try GradebookWriter(gradebook: gradebook).write([.json], to: url)
        let merged = try GradebookMerger.merge([url])
        #expect(merged.learners.map(\.learner) == grades.map(\.learner).sorted())
    }

    @Test("An entry copied over another learner's is refused, naming the shard file and that learner")
    func copiedEntryIsRefused() throws {
        let file = try writeShard()
        try edit(file) { entries in
            var copy = entries[0]
            copy["learner"] = "learner-2"
            entries[1] = copy
        }
        let text = message([file.deletingLastPathComponent()])
        #expect(text.contains("learner-2") && text.contains(file.path) && text.contains("seal"), "\(text)")
    }

    @Test("An entry whose autograde was raised by hand is refused")
    func raisedScoreIsRefused() throws {
        let file = try writeShard()
        try edit(file) { entries in
            var autograde = try #require(entries[2]["autograde"] as? [String: Any])
            autograde["total"] = 100
            entries[2]["autograde"] = autograde
        }
        let text = message([file.deletingLastPathComponent()])
        #expect(text.contains("learner-3") && text.contains("seal"), "\(text)")
    }

    @Test("An entry removed from a shard's file is refused")
    func removedEntryIsRefused() throws {
        let file = try writeShard()
        try edit(file) { entries in entries.remove(at: 3) }
        let text = message([file.deletingLastPathComponent()])
        #expect(text.contains(file.path) && text.contains("added or removed"), "\(text)")
    }
}
