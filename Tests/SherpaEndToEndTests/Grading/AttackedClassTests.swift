import Foundation
import Testing
import SherpaTestSupport

/// A class whose attackers go after the receipt key and the suite's checks: a saboteur whose own
/// tests carry a trait that deletes any key it finds, one whose view model imports Testing to do the
/// same, and one that declares `enum Testing` over a counter with a bug, beside five correct
/// hand-ins. Graded as CI grades (as root where it runs as root), then again without the attackers.
@Suite("A class with key thieves and a Testing shadower is graded as if they were absent", .serialized)
struct AttackedClassTests {
    struct Graded: Sendable {
        var first: Data
        var regrade: Data
        var marks: [String]
        var output: String
    }

    static let correct = (1...5).map { "ref-\($0)" }

    static let graded = Task { () async throws -> Graded in
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let hand = course.deletingLastPathComponent().appendingPathComponent("attacked-\(UUID().uuidString)")
        let fails = try String(contentsOf: course.appendingPathComponent("Exercises/fails/Counter.swift"), encoding: .utf8)
        var learners: [String: [String: String]] = [:]
        for learner in correct {
            learners[learner] = ["Counter.swift": ClassOfHandIns.correctCounter, "Tests/CounterTests.swift": ClassOfHandIns.bothTests]
        }
        learners["sab-tests"] = [
            "Counter.swift": ClassOfHandIns.correctCounter,
            "Tests/CounterTests.swift": LearnerCodeIsolationTests.saboteurTrait + "@testable import Counter\n\n@Test(Saboteur()) func oneIncrementShowsOne() {\n    let counter = Counter()\n    counter.increment()\n    #expect(counter.value == 1)\n}\n\n@Test func resetGoesBackToZero() {\n    let counter = Counter()\n    counter.increment()\n    counter.reset()\n    #expect(counter.value == 0)\n}\n",
        ]
        // The same thief over a counter with a bug: its own tests cannot sign the passes its code lacks.
        learners["thief-buggy"] = ["Counter.swift": fails, "Tests/CounterTests.swift": learners["sab-tests"]!["Tests/CounterTests.swift"]!]
        learners["sab-model"] = [
            "Counter.swift": LearnerCodeIsolationTests.saboteurTrait + fails + "\n@Test(Saboteur()) func listedFirst() {}\n",
            "Tests/CounterTests.swift": ClassOfHandIns.bothTests,
        ]
        learners["shadow"] = [
            "Counter.swift": fails + "\npublic enum Testing {}\n",
            "Tests/CounterTests.swift": ClassOfHandIns.bothTests,
        ]
        for (learner, files) in learners {
            for (path, text) in files {
                let url = hand.appendingPathComponent("\(learner)/\(path)")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let out = course.appendingPathComponent("grades")
        let first = try await SherpaProcess.run(["grade", hand.path, "--section", "tested", "--out", out.path, "--time-limit", "10", "--format", "json"], in: course, timeout: 1500)
        let firstBook = (try? Data(contentsOf: out.appendingPathComponent("gradebook.json"))) ?? Data()
        let found = FileManager.default.enumerator(atPath: course.appendingPathComponent(".build/sherpa").path)?.compactMap { $0 as? String } ?? []
        let marks = found.filter { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("listed-") }
        for learner in ["sab-tests", "thief-buggy", "sab-model", "shadow"] {
            try FileManager.default.removeItem(at: hand.appendingPathComponent(learner))
        }
        let second = try await SherpaProcess.run(["grade", hand.path, "--section", "tested", "--out", out.path, "--time-limit", "10", "--format", "json"], in: course, timeout: 1500)
        let regrade = (try? Data(contentsOf: out.appendingPathComponent("gradebook.json"))) ?? Data()
        return Graded(first: firstBook, regrade: regrade, marks: marks, output: first.stdout + first.stderr + second.stdout + second.stderr)
    }

    let graded: Graded
    let rows: [String: [String: Any]]

    init() async throws {
        graded = try await Self.graded.value
        rows = GradeEndToEndTests.rows(graded.first)
    }

    func total(_ learner: String, in rows: [String: [String: Any]]) -> Double? {
        (rows[learner]?["score"] as? [String: Any])?["total"] as? Double
    }

    @Test("The five correct hand-ins score 100 beside the attackers")
    func correctHandInsScoreFull() {
        for learner in Self.correct {
            #expect(total(learner, in: rows) == 100, "\(learner): \(graded.output)")
        }
    }

    @Test("A trait in a learner's own tests ran only where no key was: no hidden-suite process listed it")
    func ownTestTraitNeverListedBesideAKey() {
        #expect(graded.marks.contains { $0.contains("listed-without-key") }, "\(graded.marks)")
        #expect(!graded.marks.contains { $0.contains("listed-with-key") }, "\(graded.marks)")
    }

    @Test("The saboteur whose own tests carry the trait has every hidden test of its correct code passed, and a trusted run")
    func ownTestSaboteurScoresItsCode() throws {
        let report = try #require(rows["sab-tests"]?["report"] as? [String: Any])
        let hidden = ((report["tests"] as? [[String: Any]]) ?? []).filter { $0["origin"] as? String == "suite" }
        #expect(hidden.count == 3 && hidden.allSatisfy { $0["status"] as? String == "pass" }, "\(hidden)")
        #expect(report["runProblem"] == nil)
    }

    @Test("A key thief in the own tests of a counter with a bug gets the hidden-test failures its bug earns")
    func thiefWithBugEarnsItsFailures() throws {
        let report = try #require(rows["thief-buggy"]?["report"] as? [String: Any])
        let hidden = ((report["tests"] as? [[String: Any]]) ?? []).filter { $0["origin"] as? String == "suite" }
        #expect(hidden.count == 3)
        #expect(hidden.contains { $0["status"] as? String == "fail" }, "\(hidden)")
    }

    @Test("An app module that imports Testing, or declares Testing, earns no hidden test: it is refused, and the feedback says why")
    func refusedHandInsEarnNothingFromTests() throws {
        for learner in ["sab-model", "shadow"] {
            let row = try #require(rows[learner])
            let report = try #require(row["report"] as? [String: Any])
            #expect(report["refusedBeforeBuild"] as? Bool == true, "\(learner)")
            #expect(((report["tests"] as? [Any]) ?? []).isEmpty, "\(learner)")
            #expect(try #require(total(learner, in: rows)) < 50, "\(learner)")
        }
    }

    @Test("A regrade without the attackers, without --force, gives the five correct hand-ins the same rows")
    func regradeWithoutAttackersKeepsRows() {
        let again = GradeEndToEndTests.rows(graded.regrade)
        #expect(Set(again.keys) == Set(Self.correct), "\(again.keys)")
        for learner in Self.correct {
            #expect(total(learner, in: again) == total(learner, in: rows))
            #expect(again[learner]?["status"] as? String == rows[learner]?["status"] as? String)
        }
    }
}
