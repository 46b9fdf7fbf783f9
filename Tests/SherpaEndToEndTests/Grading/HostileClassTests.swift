import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// A class with two hand-ins that attack the grade itself, graded next to the same class without
/// them, in the sandbox the CI workflow uses (bubblewrap): one forges its test report, the other
/// writes outside its run folder (into the grade's output too), reads the course and other hand-ins,
/// and leaves a `setsid` process behind.
@Suite("A hostile class is graded as if its attackers were absent", .serialized)
struct HostileClassTests {
    struct Graded: Sendable {
        var gradebook: Data
        var calmGradebook: Data
        var escapes: [String]
        var survivors: [Int32]
        var exitCode: Int32
        var output: String
    }

    static let graded = Task { () async throws -> Graded in
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let hostileFolder = course.deletingLastPathComponent().appendingPathComponent("hostile-\(UUID().uuidString)")
        let hostile = try ClassOfHandIns(course: course, folder: hostileFolder, includeHostile: false)
        let calm = try ClassOfHandIns(course: course, folder: course.deletingLastPathComponent().appendingPathComponent("calm-\(UUID().uuidString)"), includeHostile: false)
        let out = course.deletingLastPathComponent().appendingPathComponent("grades-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let attacker = try HostileHandIn(course: course, out: out)
        let forger = try String(contentsOf: course.appendingPathComponent("Exercises/forges/Counter.swift"), encoding: .utf8)
        for (learner, source) in [("mal-forger", forger), ("nia-escaper", attacker.source)] {
            let folder = hostile.folder.appendingPathComponent(learner)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
            try source.write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
            try ClassOfHandIns.bothTests.write(to: folder.appendingPathComponent("Tests/CounterTests.swift"), atomically: true, encoding: .utf8)
        }
        let run = try await SherpaProcess.run(
            ["grade", hostile.folder.path, "--section", "tested", "--out", out.path, "--time-limit", "10", "--format", "json"],
            in: course, timeout: 1500
        )
        defer { attacker.cleanUp() }
        let escapes = attacker.escapes
        let calmOut = course.appendingPathComponent("grades-calm")
        _ = try await SherpaProcess.run(["grade", calm.folder.path, "--section", "tested", "--out", calmOut.path, "--time-limit", "10", "--format", "json"], in: course, timeout: 1500)
        return Graded(
            gradebook: (try? Data(contentsOf: out.appendingPathComponent("gradebook.json"))) ?? Data(),
            calmGradebook: (try? Data(contentsOf: calmOut.appendingPathComponent("gradebook.json"))) ?? Data(),
            escapes: escapes, survivors: attacker.survivors(), exitCode: run.exitCode, output: run.stdout + run.stderr
        )
    }

    let graded: Graded
    let rows: [String: [String: Any]]

    init() async throws {
        graded = try await Self.graded.value
        rows = GradeEndToEndTests.rows(graded.gradebook)
    }

    @Test("Everyone else's rows are exactly those of the class without the attackers")
    func othersUnchanged() throws {
        #expect(graded.exitCode == 0, "\(graded.output)")
        let calmRows = GradeEndToEndTests.rows(graded.calmGradebook)
        #expect(!calmRows.isEmpty)
        // Receipts work for every learner in the one class binary, not only the first suite module.
        for learner in ["ada-correct", "bo-different"] {
            #expect((rows[learner]?["report"] as? [String: Any])?["status"] as? String == "pass", "\(learner)")
        }
        for (learner, calm) in calmRows {
            let row = try #require(rows[learner])
            #expect((row["score"] as? NSDictionary) == (calm["score"] as? NSDictionary), "\(learner)'s score changed next to the attackers")
            #expect((row["report"] as? NSDictionary) == (calm["report"] as? NSDictionary), "\(learner)'s report changed next to the attackers")
        }
    }

    @Test("A forged report gets no hidden test's points: the passes it wrote have no receipt")
    func forgerGetsNoPasses() throws {
        let row = try #require(rows["mal-forger"])
        let report = try #require(row["report"] as? [String: Any])
        #expect(report["status"] as? String == "fail")
        #expect((report["runProblem"] as? String)?.contains("signed no receipt") == true, "\(report)")
    }

    @Test("The attacker wrote nothing outside its run folder, the grade's output folder included")
    func nothingEscaped() {
        #expect(graded.escapes.isEmpty, "written outside: \(graded.escapes)")
    }

    @Test("The attacker read none of the course, the solutions, the mutants or another hand-in")
    func nothingRead() throws {
        let row = try #require(rows["nia-escaper"])
        let report = try #require(row["report"] as? [String: Any])
        let tests = report["tests"] as? [[String: Any]] ?? []
        let hidden = tests.filter { $0["origin"] as? String == "suite" }
        #expect(!hidden.isEmpty)
        #expect(hidden.allSatisfy { $0["status"] as? String == "pass" }, "\(hidden)")
    }

    @Test("No process the attacker started with setsid outlives the grade")
    func noSurvivors() {
        #expect(graded.survivors.isEmpty)
    }
}
