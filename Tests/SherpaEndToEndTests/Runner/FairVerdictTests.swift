import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// Refactors written independently of the reference solutions, judged by the built `sherpa` as a
/// learner and as an instructor would judge them. Each fixture is the section's solution with a few
/// edits (`Fixtures/Refactors/section-N.json`): a correct refactor written differently must pass,
/// and a subtly wrong one must fail with a report that names its mistake.
///
/// Each fixture is judged once, taking turns between the two ways in: the first, third… correct
/// refactors and the first, third… wrong ones are checked in the section's exercise folder (so each
/// check after the first is an incremental build), the others are handed in and graded as one class.
/// So both paths see correct and wrong refactors of every section, and each costs its compile once:
/// that check and grade give one hand-in the same verdict and points is `CheckEqualsGradeTests`'
/// job. Each section is a test case of its own, in a course copy of its own removed when it is
/// done, so the sections interleave with the rest of the suite.
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

    /// Which way in judges a fixture: the learner's `sherpa check` or the instructor's `sherpa grade`.
    enum Judge {
        case check, grade
    }

    /// Turns taken within the correct refactors and within the wrong ones, so each way in gets both.
    static func judges(of fixtures: [Fixture]) -> [(fixture: Fixture, judge: Judge)] {
        var seen: [Fixture.Verdict: Int] = [:]
        return fixtures.map { fixture in
            let turn = seen[fixture.verdict, default: 0]
            seen[fixture.verdict] = turn + 1
            return (fixture, turn.isMultiple(of: 2) ? .check : .grade)
        }
    }

    @Test("Every refactor of a section gets a fair verdict from check or from grade, and each wrong one is named", arguments: sections)
    func verdicts(section: String) async throws {
        let course = try await Self.makeCourse()
        defer { try? FileManager.default.removeItem(at: course) }
        try await judgeFixtures(of: section, in: course)
    }

    @Test("The cases cover every section with exercises, once each")
    func sectionsCoverTheRoute() throws {
        let workspace = try Workspace.locate(from: Self.repositoryRoot)
        let checked = workspace.catalog.sections.map(\.id).filter { $0 != "section-1" }
        #expect(Self.sections.sorted() == checked.sorted())
    }

    @Test("Check and grade each judge correct and wrong refactors of every section")
    func bothWaysInSeeBothVerdicts() throws {
        for section in Self.sections {
            let judged = Self.judges(of: try Self.fixtures(of: section).fixtures)
            for judge in [Judge.check, .grade] {
                let verdicts = Set(judged.filter { $0.judge == judge }.map(\.fixture.verdict))
                #expect(verdicts == [.pass, .fail], "\(section): \(judge) judges only \(verdicts) refactors")
            }
        }
    }

    private func judgeFixtures(of section: String, in course: URL) async throws {
        let workspace = try Workspace.locate(from: course)
        let entry = try #require(workspace.catalog.sections.first { $0.id == section })
        let file = try Self.fixtures(of: section)
        #expect(file.fixtures.filter { $0.verdict == .pass }.count >= 3, "\(section) needs at least three correct refactors written differently from the solution.")
        #expect(file.fixtures.filter { $0.verdict == .fail }.count >= 3, "\(section) needs at least three subtly wrong refactors.")

        let solution = course.appendingPathComponent(entry.solution)
        let exercise = course.appendingPathComponent(entry.starter)
        let handIns = course.appendingPathComponent("hand-ins/\(section)")
        try FileManager.default.createDirectory(at: handIns, withIntermediateDirectories: true)
        var graded: [String: Fixture] = [:]
        for (fixture, judge) in Self.judges(of: file.fixtures) {
            switch judge {
            case .check:
                try Self.install(fixture, solution: solution, exercise: exercise)
                let result = try await SherpaProcess.run(["check", section], in: course)
                expectFair(fixture, section: section, judge: judge, exitCode: result.exitCode, report: result.unwrapped, output: result.stdout)
            case .grade:
                try Self.install(fixture, solution: solution, exercise: handIns.appendingPathComponent(fixture.name))
                graded[fixture.name] = fixture
            }
        }
        try await expectFairGrades(of: graded, section: section, handIns: handIns, sourcePath: entry.starter, in: course)
    }

    /// Grades the section's hand-ins as one class and holds each row's report to its fixture, as
    /// the check holds its own: the report's exit status, and the mistake named in it as `check` prints it.
    private func expectFairGrades(of graded: [String: Fixture], section: String, handIns: URL, sourcePath: String, in course: URL) async throws {
        let out = course.appendingPathComponent("grades/\(section)")
        let run = try await SherpaProcess.run(["grade", handIns.path, "--section", section, "--out", out.path, "--format", "json"], in: course, timeout: 1500)
        #expect(run.exitCode == 0, "sherpa grade of the \(section) refactors failed:\n\(run.output)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let gradebook = try decoder.decode(Gradebook.self, from: Data(contentsOf: out.appendingPathComponent("gradebook.json")))
        #expect(gradebook.learners.map(\.learner).sorted() == graded.keys.sorted())
        for row in gradebook.learners {
            let fixture = try #require(graded[row.learner], "\(section): the gradebook has a row for \(row.learner), which was never handed in")
            let report = try #require(row.report, "\(section)/\(row.learner) has no report in the gradebook")
            var text = ""
            let console = Console(isTerminal: false, colorEnabled: false, width: 100, out: { text += $0 }, err: { _ in })
            report.render(on: console, sourcePath: sourcePath)
            expectFair(fixture, section: section, judge: .grade, exitCode: report.exitCode, report: text.unwrapped, output: text)
        }
    }

    /// A correct refactor passes; a wrong one fails, and its report names the mistake in the fixture's words.
    private func expectFair(_ fixture: Fixture, section: String, judge: Judge, exitCode: Int32, report: String, output: String) {
        let expectedExit: Int32 = fixture.verdict == .pass ? 0 : 1
        #expect(exitCode == expectedExit, "\(section)/\(fixture.name) (\(fixture.about)) should \(fixture.verdict == .pass ? "pass" : "fail") by sherpa \(judge); it exited \(exitCode):\n\(output)")
        for phrase in fixture.mentions ?? [] {
            #expect(report.contains(phrase), "\(section)/\(fixture.name): the report of sherpa \(judge) should name the mistake with \"\(phrase)\":\n\(output)")
        }
        if fixture.verdict == .fail {
            #expect(fixture.mentions?.isEmpty == false, "\(section)/\(fixture.name) is a wrong refactor, so it must say which words of the report name its mistake.")
        }
    }
}
