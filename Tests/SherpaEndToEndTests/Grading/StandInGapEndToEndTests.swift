import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// A correct section 3 whose list row uses `.onPencilSqueeze(…)` (iOS 17.5), SwiftUI that Apple has and
/// sherpa's stand-in lacks: the gap is sherpa's, so `sherpa check` and `sherpa grade` say so, set the
/// views aside and judge the rest, rather than calling it a build error worth nothing. The course
/// is checked and graded once; every test reads the results.
@Suite("A view using SwiftUI the stand-in lacks", .serialized)
struct StandInGapEndToEndTests {
    struct Results: Sendable {
        var check: SherpaProcess.Result
        var json: SherpaProcess.Result
        var grade: SherpaProcess.Result
        /// Every file the grade wrote, by its path in the output folder.
        var outputs: [String: String]
    }

    /// The gap: a modifier of Apple's SwiftUI (iOS 17.5) that the stand-in does not have.
    static let gapName = ".onPencilSqueeze"

    static let results = Task { () async throws -> Results in
        let course = try await FairVerdictTests.makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        let workspace = try Workspace.locate(from: course)
        let section = try workspace.section(named: "3")
        let exercise = course.appendingPathComponent(section.starter)
        try FileManager.default.copyItem(at: course.appendingPathComponent(section.solution), to: exercise)
        let view = exercise.appendingPathComponent("BookListView.swift")
        let text = try String(contentsOf: view, encoding: .utf8)
        let row = "            Text(book.title)\n                .font(.headline)\n"
        #expect(text.contains(row), "the fixture edits section 3's BookRow; update it to the current solution.")
        try text.replacingOccurrences(of: row, with: row + "                .onPencilSqueeze { _ in }\n")
            .write(to: view, atomically: true, encoding: .utf8)

        let check = try await SherpaProcess.run(["check", "section-3"], in: course, environment: ["NO_COLOR": "1"], timeout: 1500)
        let json = try await SherpaProcess.run(["check", "section-3", "--json"], in: course, timeout: 1500)
        let handIns = course.appendingPathComponent("hand-ins")
        try FileManager.default.createDirectory(at: handIns, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: exercise, to: handIns.appendingPathComponent("gil-gap"))
        let out = course.appendingPathComponent("grades")
        let grade = try await SherpaProcess.run(
            ["grade", handIns.path, "--section", "section-3", "--out", out.path, "--format", "csv,json,junit,gradescope,md,html"],
            in: course, timeout: 1500
        )
        var outputs: [String: String] = [:]
        for relative in try SourceTree.files(in: out) {
            outputs[relative] = try? String(contentsOf: out.appendingPathComponent(relative), encoding: .utf8)
        }
        return Results(check: check, json: json, grade: grade, outputs: outputs)
    }

    let results: Results

    init() async throws {
        results = try await Self.results.value
    }

    private func output(_ name: String) throws -> String {
        try #require(results.outputs[name], "sherpa grade wrote no \(name)")
    }

    @Test("The check says plainly that the gap is sherpa's and the code is not wrong, and exits 1, not 2")
    func checkNamesTheGap() {
        #expect(results.check.exitCode == ExitCode.failure, "sherpa check exited \(results.check.exitCode):\n\(results.check.output)")
        #expect(results.check.stdout.contains("sherpa's view checker does not know `\(Self.gapName)` yet; your code is not wrong"), "\(results.check.stdout)")
        #expect(!results.check.stdout.contains("does not compile"))
    }

    @Test("The check still judges what it can without the views: the data layer's tests run and pass")
    func checkJudgesTheRest() throws {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(results.json.stdout.utf8)) as? [String: Any])
        #expect(report["status"] as? String == "checker-gap")
        #expect(report["checkerGaps"] as? [String] == [Self.gapName])
        let tests = report["tests"] as? [[String: Any]] ?? []
        let hidden = tests.filter { $0["origin"] as? String == "suite" }
        #expect(!hidden.isEmpty, "the hidden tests that draw no view should have run")
        #expect(hidden.allSatisfy { $0["status"] as? String == "pass" }, "\(hidden)")
    }

    @Test("The grade gives the hand-in the checker-gap status and points for what was judged")
    func gradeScoresWhatWasJudged() throws {
        #expect(results.grade.exitCode == 0, "sherpa grade failed:\n\(results.grade.output)")
        let book = try #require(try JSONSerialization.jsonObject(with: Data(output("gradebook.json").utf8)) as? [String: Any])
        let learner = try #require((book["learners"] as? [[String: Any]])?.first)
        #expect(learner["status"] as? String == "checker-gap")
        let score = try #require(learner["score"] as? [String: Any])
        #expect((score["total"] as? Double ?? 0) > 0, "a gap scores what could be judged, never 0: \(score)")
        // The hidden tests criterion counts only the tests that ran: the view tests were set aside, not failed.
        let criteria = score["criteria"] as? [[String: Any]] ?? []
        let behaviour = try #require(criteria.first { $0["measure"] as? String == "hidden-tests" }?["detail"] as? String)
        let judged = try #require(behaviour.split(separator: " ").last.flatMap { Int($0) })
        let suite = FairVerdictTests.repositoryRoot.appendingPathComponent("sherpa/suites/section-3")
        let declared = try FileManager.default.contentsOfDirectory(atPath: suite.path).map { name in
            try String(contentsOf: suite.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "@Test(").count - 1
        }.reduce(0, +)
        #expect(judged > 0 && judged < declared, "\(behaviour) of the \(declared) hidden tests")
    }

    @Test("Every grading output shows the instructor the status")
    func everyOutputShowsTheStatus() throws {
        #expect(try output("gradebook.csv").contains(",checker-gap,"))
        let junit = try output("junit.xml")
        #expect(junit.contains("judged by sherpa&apos;s view checker") || junit.contains("judged by sherpa's view checker"))
        #expect(try output("feedback/gil-gap.md").contains("sherpa's view checker does not know `\(Self.gapName)` yet"))
        #expect(try output("summary.md").contains("checker-gap: 1"))
        #expect(try output("report.html").contains("data-count=\"checker-gap\">1<"))
        #expect(try output("results/gil-gap.json").contains("view checker does not know"))
    }
}
