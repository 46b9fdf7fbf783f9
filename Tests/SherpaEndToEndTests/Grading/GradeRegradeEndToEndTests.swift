import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// Grading past one machine and over time, on a class of twelve counter hand-ins: shards merged into
/// one gradebook, a regrade that redoes only what changed, and decisions that survive a changed suite.
/// Twelve, of four kinds, fill three shards; the time a class of 30 takes
/// is `scripts/bench-grade.sh`'s to measure, not this suite's.
@Suite("sherpa grade: shards, regrades and decisions", .serialized)
struct GradeRegradeEndToEndTests {
    static let classSize = 12

    let course: URL
    let handIns: URL

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
        handIns = course.deletingLastPathComponent().appendingPathComponent("class-of-\(Self.classSize)-\(UUID().uuidString)")
        let fails = try String(contentsOf: course.appendingPathComponent("Exercises/fails/Counter.swift"), encoding: .utf8)
        let kinds: [[String: String]] = [
            ["Counter.swift": ClassOfHandIns.correctCounter, "Tests/CounterTests.swift": ClassOfHandIns.bothTests],
            ["Counter.swift": ClassOfHandIns.differentCounter, "Tests/TallyTests.swift": ClassOfHandIns.otherTests],
            ["Counter.swift": fails, "Tests/CounterTests.swift": ClassOfHandIns.bothTests],
            ["Counter.swift": ClassOfHandIns.correctCounter],
        ]
        for number in 1...Self.classSize {
            for (path, text) in kinds[number % kinds.count] {
                let url = handIns.appendingPathComponent(String(format: "l%02d/", number) + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }

    func grade(_ extra: [String], out: String) async throws -> SherpaProcess.Result {
        let result = try await SherpaProcess.run(["grade", handIns.path, "--section", "tested", "--out", course.appendingPathComponent(out).path, "--time-limit", "5"] + extra, in: course, timeout: 1500)
        #expect(result.exitCode == 0, "sherpa grade \(extra) failed:\n\(result.output)")
        return result
    }

    func file(_ out: String, _ name: String) throws -> Data {
        try Data(contentsOf: course.appendingPathComponent("\(out)/\(name)"))
    }

    @Test("Three shards merged give byte for byte the gradebook of one unsharded grade, and a regrade after one change redoes only it")
    func shardsMergeAndRegrade() async throws {
        _ = try await grade([], out: "whole")
        for shard in 1...3 {
            _ = try await grade(["--shard", "\(shard)/3", "--force", "--format", "json"], out: "shard-\(shard)")
        }
        let merge = try await SherpaProcess.run(["grade", "merge", "shard-1", "shard-2", "shard-3", "--out", "merged"], in: course)
        #expect(merge.exitCode == 0, "\(merge.output)")
        let sizes = try (1...3).map { shard in
            (try JSONSerialization.jsonObject(with: file("shard-\(shard)", "gradebook.json")) as? [String: Any])?["learners"] as? [Any] ?? []
        }.map(\.count)
        #expect(sizes.reduce(0, +) == Self.classSize && sizes.allSatisfy { $0 > 0 })
        for name in ["gradebook.json", "gradebook.csv", "junit.xml", "summary.md", "feedback/l07.md", "results/l07.json"] {
            #expect(try file("merged", name) == file("whole", name), "\(name) differs between the merged shards and the whole grade")
        }

        try "let broken: Int = \"no\"\n".write(to: handIns.appendingPathComponent("l05/Counter.swift"), atomically: true, encoding: .utf8)
        let regrade = try await grade([], out: "regrade")
        #expect(regrade.stdout.contains("Built and tested 1 hand-in(s); \(Self.classSize - 1) unchanged one(s) were remembered"))
        let csv = String(decoding: try file("regrade", "gradebook.csv"), as: UTF8.self)
        #expect(csv.contains("\nl05,0,0,0,0,0,build-error,"))
    }

    @Test("An override and a late penalty survive a regrade with a changed suite")
    func decisionsSurviveRegrade() async throws {
        let out = course.appendingPathComponent("decided")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "learner,criterion,adjustment,reason\nl01,total,=50,Academic-integrity hearing decided half marks\n".write(to: out.appendingPathComponent("overrides.csv"), atomically: true, encoding: .utf8)
        let roster = course.appendingPathComponent("roster.csv")
        try ("learner,submitted_at,extension_days\n" + (1...Self.classSize).map { String(format: "l%02d", $0) + ($0 == 4 ? ",2030-01-03T10:00:00Z," : $0 == 8 ? ",2030-01-03T10:00:00Z,3" : ",,") }.joined(separator: "\n") + "\n")
            .write(to: roster, atomically: true, encoding: .utf8)
        let policy = ["--roster", roster.path, "--due", "2030-01-01", "--format", "csv,md"]

        func checkDecisions() throws {
            let csv = String(decoding: try file("decided", "gradebook.csv"), as: UTF8.self)
            #expect(csv.contains("\nl01,50,"))
            #expect(csv.contains("Academic-integrity hearing decided half marks (-"))
            let late = try #require(csv.split(separator: "\n").first { $0.hasPrefix("l04,") })
            #expect(late.contains("Handed in 2 days late: 20% of the score."))
            #expect(!String(decoding: try file("decided", "feedback/l08.md"), as: UTF8.self).contains("late"))
            #expect(String(decoding: try file("decided", "feedback/l01.md"), as: UTF8.self).contains("on total: Academic-integrity hearing decided half marks"))
        }
        _ = try await grade(policy, out: "decided")
        try checkDecisions()

        let suite = course.appendingPathComponent("sherpa/suites/counter/ExtraTests.swift")
        try "import Testing\n@testable import Counter\n\n@Test(\"Two increments show two\", .receipted) func twoIncrements() async {\n    let counter = Counter()\n    counter.increment()\n    counter.increment()\n    #expect(counter.value == 2, \"two increments should show two\")\n}\n"
            .write(to: suite, atomically: true, encoding: .utf8)
        let regrade = try await grade(policy, out: "decided")
        #expect(!regrade.stdout.contains("remembered"), "a changed suite must regrade everyone")
        try checkDecisions()
        // l02 handed in the counter that adds two: the new hidden test now fails for it too.
        #expect(String(decoding: try file("decided", "feedback/l02.md"), as: UTF8.self).contains("two increments should show two"))
    }
}
