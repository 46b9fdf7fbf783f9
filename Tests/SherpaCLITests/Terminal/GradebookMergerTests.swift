import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `sherpa grade merge` joins only a whole, matching set of shards: anything less is refused with
/// what is missing, never written as a smaller class.
@Suite("Merging shards")
struct GradebookMergerTests {
    static let learners = (1...12).map { "learner-\($0)" }
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Writes shard K/N's gradebook.json, as `sherpa grade --shard K/N` would, and returns its folder.
    func writeShard(_ index: Int, of count: Int, revision: String = "rev-1", toolchain: String = "Swift version 6.3.1", name: String? = nil) throws -> URL {
        let shard = GradeShard(index: index, count: count)
        let base = try GradebookFileSafetyTests.gradebook(Self.learners.filter(shard.contains))
        let gradebook = Gradebook(
            section: try ShippedCourse.section("2"), rubric: base.rubric, learners: base.learners, sandboxLimitations: [],
            provenance: GradeProvenance(shard: shard, courseRevision: revision, toolchain: toolchain, limits: "15 s per test")
        )
        let url = folder.url.appendingPathComponent(name ?? "shard-\(index)-of-\(count)")
        try GradebookWriter(gradebook: gradebook).write([.json], to: url)
        return url
    }

    func message(_ work: () throws -> Gradebook) -> String {
        do {
            _ = try work()
            return "merged"
        } catch {
            return error.localizedDescription
        }
    }

    @Test("A whole set of shards merges into every learner, with no shard recorded")
    func wholeSetMerges() throws {
        let folders = try (1...3).map { try writeShard($0, of: 3) }
        let merged = try GradebookMerger.merge(folders)
        #expect(merged.learners.map(\.learner) == Self.learners.sorted())
        #expect(merged.provenance.shard == nil)
        #expect(merged.provenance.courseRevision == "rev-1")
    }

    @Test("A set with a shard missing is refused, naming the missing shard")
    func missingShardIsRefused() throws {
        let folders = try [1, 3].map { try writeShard($0, of: 3) }
        let text = message { try GradebookMerger.merge(folders) }
        #expect(text.contains("shard 2/3 is missing"), "\(text)")
    }

    @Test("Shards of different splits are refused, naming both")
    func differentSplitsAreRefused() throws {
        let folders = [try writeShard(1, of: 2), try writeShard(2, of: 3)]
        let text = message { try GradebookMerger.merge(folders) }
        #expect(text.contains("shard 1/2") && text.contains("shard 2/3"), "\(text)")
    }

    @Test("A shard given twice is refused")
    func duplicateShardIsRefused() throws {
        let folders = [try writeShard(1, of: 2), try writeShard(1, of: 2, name: "again"), try writeShard(2, of: 2)]
        let text = message { try GradebookMerger.merge(folders) }
        #expect(text.contains("shard 1/2 was given twice"), "\(text)")
    }

    @Test("Shards graded from another course revision or toolchain are refused, naming what differs", arguments: [
        ("rev-2", "Swift version 6.3.1", "course revision rev-2"), ("rev-1", "Swift version 6.2", "toolchain \"Swift version 6.2\""),
    ])
    func mismatchedShardsAreRefused(revision: String, toolchain: String, named: String) throws {
        let folders = [try writeShard(1, of: 2), try writeShard(2, of: 2, revision: revision, toolchain: toolchain)]
        let text = message { try GradebookMerger.merge(folders) }
        #expect(text.contains(named), "\(text)")
    }

    @Test("A whole-class grade is not taken for a shard")
    func wholeGradeIsRefused() throws {
        let whole = try GradebookFileSafetyTests.gradebook(Self.learners)
        let url = folder.url.appendingPathComponent("whole")
        try GradebookWriter(gradebook: whole).write([.json], to: url)
        let text = message { try GradebookMerger.merge([url, try writeShard(1, of: 1)]) }
        #expect(text.contains("grade of the whole class, not a shard"), "\(text)")
    }

    @Test("A roster's learners absent from every shard get missing rows")
    func rosterAbsentLearnersAreMissing() throws {
        var merged = try GradebookMerger.merge(try (1...2).map { try writeShard($0, of: 2) })
        merged.addMissing(from: Roster(learners: Self.learners + ["zed"]), section: try ShippedCourse.section("2"))
        let zed = try #require(merged.learners.first { $0.learner == "zed" })
        #expect(zed.status == .missing)
        #expect(zed.score.total == 0)
        #expect(merged.learners.count == Self.learners.count + 1)
        #expect(merged.files["zed"] == "zed")
    }
}
