import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// Refactors written independently of the reference solutions, checked by the built `sherpa`
/// as a learner would check them. Each fixture is the section's solution with a few edits
/// (`Fixtures/Refactors/section-N.json`): a correct refactor written differently must pass,
/// and a subtly wrong one must fail with a report that names its mistake.
///
/// The fixtures of a section take turns in its exercise folder, so each check after the first
/// is an incremental build. Each is also handed in, and the section's hand-ins are graded as one
/// class by the built `sherpa grade`: every refactor must get from grade the status and the score
/// its check showed. Each section is a test case of its own, in a course copy of its own removed
/// when it is done, so the sections interleave with the rest of the suite instead of queueing
/// behind each other at its end.
@Suite("Fair verdicts on independent refactors")
struct FairVerdictTests {
    static let sections = ["section-2", "section-3", "section-4", "section-5", "section-6", "section-7", "section-8"]

    struct FixtureFile: Decodable {
        var section: String
        var fixtures: [Fixture]
    }

    struct Fixture: Decodable {
        enum Verdict: String, Decodable {
            case pass, fail
        }

        struct Edit: Decodable {
            var file: String
            var replace: String
            var with: String
        }

        var name: String
        var verdict: Verdict
        var about: String
        var edits: [Edit]
        /// Phrases the report must contain: for a wrong refactor, where it names the mistake.
        var mentions: [String]?
    }

    /// What can go wrong while setting a fixture up, as opposed to a wrong verdict.
    enum FixtureError: LocalizedError {
        /// An edit's text is not in the solution file any more, so the fixture no longer says what it meant.
        case staleEdit(fixture: String, file: String)

        var errorDescription: String? {
            switch self {
            case .staleEdit(let fixture, let file):
                "The fixture \(fixture) edits text that is no longer in \(file); update the fixture to the current solution."
            }
        }
    }

    static let repositoryRoot = SherpaProcess.repositoryRoot

    /// The parts of the repository `sherpa check` reads: the route's data, the stand-in (sources and
    /// prebuilt modules), the solutions.
    static func makeCourse() async throws -> URL {
        let course = TestScratch.root.appendingPathComponent("sherpa-fair-\(UUID().uuidString)")
        try CourseCopy.copy(["sherpa", "Solutions", "guide"], into: course)
        try FileManager.default.createDirectory(at: course.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try await CourseCopy.addStandIn(to: course)
        return course
    }

    static func fixtures(of section: String) throws -> FixtureFile {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/Refactors/\(section).json")
        return try JSONDecoder().decode(FixtureFile.self, from: Data(contentsOf: url))
    }

    /// Puts `fixture` into the section's exercise folder: the solution, then the fixture's edits.
    static func install(_ fixture: Fixture, solution: URL, exercise: URL) throws {
        try? FileManager.default.removeItem(at: exercise)
        try FileManager.default.copyItem(at: solution, to: exercise)
        var edited: [String: String] = [:]
        for edit in fixture.edits {
            let url = exercise.appendingPathComponent(edit.file)
            let text = try edited[edit.file] ?? String(contentsOf: url, encoding: .utf8)
            guard text.contains(edit.replace) else {
                throw FixtureError.staleEdit(fixture: fixture.name, file: edit.file)
            }
            edited[edit.file] = text.replacingOccurrences(of: edit.replace, with: edit.with)
        }
        for (file, text) in edited {
            try text.write(to: exercise.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
    }

    @Test("Every refactor of a section gets a fair grader's verdict, each wrong one is named, and grade agrees with check", arguments: sections)
    func verdicts(section: String) async throws {
        let course = try await Self.makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        try await checkFixtures(of: section, in: course)
    }

    @Test("The cases cover every section with exercises, once each")
    func sectionsCoverTheRoute() throws {
        let workspace = try Workspace.locate(from: Self.repositoryRoot)
        let checked = workspace.catalog.sections.map(\.id).filter { $0 != "section-1" }
        #expect(Self.sections.sorted() == checked.sorted())
    }

    private func checkFixtures(of section: String, in course: URL) async throws {
        let workspace = try Workspace.locate(from: course)
        let entry = try #require(workspace.catalog.sections.first { $0.id == section })
        let file = try Self.fixtures(of: section)
        #expect(file.fixtures.filter { $0.verdict == .pass }.count >= 3, "\(section) needs at least three correct refactors written differently from the solution.")
        #expect(file.fixtures.filter { $0.verdict == .fail }.count >= 3, "\(section) needs at least three subtly wrong refactors.")

        let solution = course.appendingPathComponent(entry.solution)
        let exercise = course.appendingPathComponent(entry.starter)
        let handIns = course.appendingPathComponent("hand-ins/\(section)")
        try FileManager.default.createDirectory(at: handIns, withIntermediateDirectories: true)
        var checks: [String: SherpaProcess.Result] = [:]
        for fixture in file.fixtures {
            try Self.install(fixture, solution: solution, exercise: exercise)
            try FileManager.default.copyItem(at: exercise, to: handIns.appendingPathComponent(fixture.name))
            let result = try await SherpaProcess.run(["check", section], in: course)
            checks[fixture.name] = result
            let expectedExit: Int32 = fixture.verdict == .pass ? 0 : 1
            #expect(result.exitCode == expectedExit, "\(section)/\(fixture.name) (\(fixture.about)) should \(fixture.verdict == .pass ? "pass" : "fail the check"); sherpa exited \(result.exitCode):\n\(result.stdout)")
            for phrase in fixture.mentions ?? [] {
                #expect(result.unwrapped.contains(phrase), "\(section)/\(fixture.name): the report should name the mistake with \"\(phrase)\":\n\(result.stdout)")
            }
            if fixture.verdict == .fail {
                #expect(fixture.mentions?.isEmpty == false, "\(section)/\(fixture.name) is a wrong refactor, so it must say which words of the report name its mistake.")
            }
        }
        try await expectGradeAgrees(with: checks, section: section, handIns: handIns, in: course)
    }

    /// Grades the section's hand-ins as one class and holds each row to its check: the same exit
    /// status from the report, and the check's report shows the score the gradebook gives.
    private func expectGradeAgrees(with checks: [String: SherpaProcess.Result], section: String, handIns: URL, in course: URL) async throws {
        let out = course.appendingPathComponent("grades/\(section)")
        let run = try await SherpaProcess.run(["grade", handIns.path, "--section", section, "--out", out.path, "--format", "json"], in: course, timeout: 1500)
        #expect(run.exitCode == 0, "sherpa grade of the \(section) refactors failed:\n\(run.output)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let gradebook = try decoder.decode(Gradebook.self, from: Data(contentsOf: out.appendingPathComponent("gradebook.json")))
        #expect(gradebook.learners.map(\.learner).sorted() == checks.keys.sorted())
        for row in gradebook.learners {
            let check = try #require(checks[row.learner], "\(section): the gradebook has a row for \(row.learner), which was never checked")
            let report = try #require(row.report, "\(section)/\(row.learner) has no report in the gradebook")
            #expect(report.exitCode == check.exitCode, "\(section)/\(row.learner): check exited \(check.exitCode), grade says \(report.status)")
            let score = "Score: \(PointsFormat.number(row.score.total)) / 100"
            #expect(check.stdout.contains(score), "\(section)/\(row.learner): grade gives \"\(score)\", check showed:\n\(check.stdout)")
        }
    }
}
