import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The built `sherpa grade merge` on shard outputs written from data (no class is built): a partial
/// set is refused with what is missing and writes nothing; a whole set with a roster gives the
/// roster's absent learners their missing rows.
@Suite("sherpa grade merge: whole sets only")
struct GradeMergeEndToEndTests {
    static let learners = (1...8).map { "l\($0)" }
    let course: URL

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
    }

    func writeShard(_ index: Int, of count: Int) throws {
        let workspace = try Workspace.locate(from: course)
        let section = try workspace.section(named: "tested")
        let rubric = try Rubric.load(for: section, in: workspace)
        let shard = GradeShard(index: index, count: count)
        let grades = Self.learners.filter(shard.contains).map { id in
            LearnerGrade.notHandedIn(id, rubric: rubric, section: section)
        }
        let gradebook = Gradebook(
            section: section, rubric: rubric, learners: grades, sandboxLimitations: [],
            provenance: GradeProvenance(shard: shard, courseRevision: "rev", toolchain: "Swift version 6.3.1", limits: "15 s per test")
        )
        try GradebookWriter(gradebook: gradebook).write([.json], to: course.appendingPathComponent("shard-\(index)"))
    }

    @Test("A set with a shard missing is refused with its number, and nothing is written")
    func partialSetIsRefused() async throws {
        for index in [1, 2] { try writeShard(index, of: 3) }
        let result = try await SherpaProcess.run(["grade", "merge", "shard-1", "shard-2", "--out", "merged"], in: course)
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("shard 3/3 is missing"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: course.appendingPathComponent("merged").path))
    }

    @Test("A roster's learners that no shard graded get missing rows in the merge")
    func rosterLearnersGetMissingRows() async throws {
        for index in [1, 2] { try writeShard(index, of: 2) }
        try ("learner\n" + (Self.learners + ["zed"]).joined(separator: "\n") + "\n").write(to: course.appendingPathComponent("roster.csv"), atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["grade", "merge", "shard-1", "shard-2", "--roster", "roster.csv", "--out", "merged", "--format", "csv"], in: course)
        #expect(result.exitCode == 0, "\(result.output)")
        let csv = try String(contentsOf: course.appendingPathComponent("merged/gradebook.csv"), encoding: .utf8)
        #expect(csv.contains("\nzed,0,"))
        #expect(csv.split(separator: "\n").count == 1 + Self.learners.count + 1)
    }
}
