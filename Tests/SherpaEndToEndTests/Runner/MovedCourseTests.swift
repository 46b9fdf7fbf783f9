import Foundation
import Testing
import SherpaTestSupport

/// A learner who renames or moves the course folder between two checks: the caches under
/// `.build/sherpa/` record the old absolute paths, and none of them may turn into the learner's build error.
@Suite("sherpa check in a moved course")
struct MovedCourseTests {
    /// The report's status and each test's name and status, as `--json` gives them.
    private func verdict(_ result: SherpaProcess.Result) throws -> (status: String?, tests: [String], warnings: [String]) {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "sherpa check printed no JSON report:\n\(result.output)")
        let tests = (report["tests"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "?"): \($0["status"] ?? "?")" }
        return (report["status"] as? String, tests, report["warnings"] as? [String] ?? [])
    }

    @Test("A check after the course folder moved gives the same verdict and says the caches were rebuilt")
    func movedCourseChecksAlike() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let moved = course.deletingLastPathComponent().appendingPathComponent(course.lastPathComponent + "-moved")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: moved)
        }
        let environment = ["SHERPA_TEST_TIME_LIMIT": "3"]
        let first = try await SherpaProcess.run(["check", "fails", "--json"], in: course, environment: environment)
        try FileManager.default.moveItem(at: course, to: moved)
        let second = try await SherpaProcess.run(["check", "fails", "--json"], in: moved, environment: environment)

        let before = try verdict(first)
        let after = try verdict(second)
        #expect(before.status == "fail", "the fixture's failing section should fail before the move:\n\(first.output)")
        #expect(second.exitCode == first.exitCode)
        #expect(after.status == before.status)
        #expect(after.tests == before.tests)
        #expect(before.warnings.isEmpty)
        #expect(after.warnings == ["The course moved from \(course.resolvingSymlinksInPath().path); sherpa's build caches were rebuilt."])
    }
}
