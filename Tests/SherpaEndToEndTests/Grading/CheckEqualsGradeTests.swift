import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// `sherpa check` and `sherpa grade` judge through one pipeline, so a hand-in gets the same status
/// and the same points from both. Every counter fixture (passing, failing, trapping, flooding, not
/// compiling, missing a piece, breaking a rule, drawing a view, forging its report) is handed in
/// to the counter section with tests of its own, beside hand-ins that break a rule while forging
/// their report and that read the environment in their tests. Each is checked in one scratch
/// package, one after another (so every build after the first is incremental), and the folder is
/// graded once. Both run with the same short per-test limit, so the hanging fixture costs seconds;
/// the refactors of every section are compared the same way in `FairVerdictTests`.
@Suite("check and grade agree", .serialized)
struct CheckEqualsGradeTests {
    struct Judged: Sendable {
        var checks: [String: CheckReport]
        var grades: [String: LearnerGrade]
        /// Every command line grade's `swift` was asked to run.
        var gradeSwiftCalls: String
    }

    static let fixtures = ["passes", "fails", "traps", "hangs", "floods", "broken", "missing", "leaky", "viewy", "forges", "tested"]

    /// Seconds per test, for check and grade alike: the counter's tests take milliseconds.
    static let limits = CheckLimits(environment: ["SHERPA_TEST_TIME_LIMIT": "5"])

    /// The counter section, with a rule and a rubric criterion for it, so architecture points show.
    static func makeCourse() throws -> URL {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let catalogFile = course.appendingPathComponent("sherpa/catalog.json")
        guard var catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: catalogFile)) as? [String: Any],
            var sections = catalog["sections"] as? [[String: Any]],
            let index = sections.firstIndex(where: { $0["slug"] as? String == "tested" })
        else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: catalogFile.path]) }
        sections[index]["rules"] = ["view-model-state-private-set"]
        // With a step to declare, a hand-in without the type is screened before the class build (`SuiteScreen`).
        sections[index]["steps"] = ["Counter"]
        catalog["sections"] = sections
        try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted]).write(to: catalogFile)
        let rubric = """
            {
              "formatVersion": 1, "section": "section-9", "version": "2",
              "criteria": [
                { "id": "behaviour", "title": "Behaviour (hidden tests)", "weight": 40, "measure": "hidden-tests" },
                { "id": "architecture", "title": "Architecture rules", "weight": 10, "measure": "architecture" },
                { "id": "guarantees", "title": "Compile-time guarantees (probes)", "weight": 10, "measure": "probes" },
                { "id": "own-tests", "title": "Your own tests pass", "weight": 10, "measure": "learner-tests" },
                { "id": "bugs-caught", "title": "Your tests catch planted bugs", "weight": 30, "measure": "mutation-score" }
              ]
            }
            """
        try rubric.write(to: course.appendingPathComponent("sherpa/rubric/section-9.json"), atomically: true, encoding: .utf8)
        return course
    }

    /// One section-folder hand-in per fixture, with the learner's own tests where the fixture has none.
    static func makeHandIns(course: URL, folder: URL) throws {
        let exercises = course.appendingPathComponent("Exercises")
        for fixture in fixtures {
            let handIn = folder.appendingPathComponent(fixture)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: exercises.appendingPathComponent(fixture), to: handIn)
            let tests = handIn.appendingPathComponent("Tests/CounterTests.swift")
            if !FileManager.default.fileExists(atPath: tests.path) {
                // The fixture missing reset() gets tests that compile without it, so only the suite finds the gap.
                try write(fixture == "missing" ? incrementOnlyTests : ClassOfHandIns.bothTests, to: tests)
            }
        }
        let forged = try String(contentsOf: exercises.appendingPathComponent("forges/Counter.swift"), encoding: .utf8)
        try write(forged.replacingOccurrences(of: "private(set) var value", with: "var value"), to: folder.appendingPathComponent("forges-leaky/Counter.swift"))
        try write(ClassOfHandIns.bothTests, to: folder.appendingPathComponent("forges-leaky/Tests/CounterTests.swift"))
        try write(ClassOfHandIns.correctCounter, to: folder.appendingPathComponent("reads-environment/Counter.swift"))
        try write("import Observation\n\n@Observable final class Tally {\n    private(set) var value = 0\n    func increment() { value += 1 }\n}\n", to: folder.appendingPathComponent("no-counter/Counter.swift"))
        try write("import Testing\n@testable import Counter\n\n@Test func tallyCounts() {\n    let tally = Tally()\n    tally.increment()\n    #expect(tally.value == 1)\n}\n", to: folder.appendingPathComponent("no-counter/Tests/CounterTests.swift"))
        try write(
            "import Foundation\n" + ClassOfHandIns.bothTests + "\n@Test func noMutantHere() {\n    #expect(ProcessInfo.processInfo.environment[\"SHERPA_MUTANT\"] == nil)\n}\n",
            to: folder.appendingPathComponent("reads-environment/Tests/CounterTests.swift")
        )
    }

    static let incrementOnlyTests = """
        import Testing
        @testable import Counter

        @Test func oneIncrementShowsOne() {
            let counter = Counter()
            counter.increment()
            #expect(counter.value == 1)
        }
        """

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A `swift` (and `swiftc`) that writes each command line to a log, then runs the real one.
    static func loggingSwift(in folder: URL) throws -> (swift: URL, log: URL) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("calls.log")
        for tool in ["swift", "swiftc"] {
            let script = folder.appendingPathComponent(tool)
            try "#!/bin/sh\necho \"\(tool) $*\" >> '\(log.path)'\nexec \(tool) \"$@\"\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        return (folder.appendingPathComponent("swift"), log)
    }

    static let judged = Task { () throws -> Judged in
        let course = try makeCourse()
        let handIns = course.deletingLastPathComponent().appendingPathComponent("check-equals-grade-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: handIns)
        }
        try makeHandIns(course: course, folder: handIns)
        let workspace = try Workspace.locate(from: course)
        let section = try workspace.section(named: "tested")
        let learners = try FileManager.default.contentsOfDirectory(atPath: handIns.path).sorted()

        let checker = SectionChecker(environment: RunEnvironment(workspace: workspace, processes: SystemProcessRunner(), limits: limits))
        var checks: [String: CheckReport] = [:]
        for learner in learners {
            checks[learner] = try checker.check(
                section, sourcePath: "tested", sourceFolder: handIns.appendingPathComponent(learner), variant: .submission, scratchName: "check-equals-grade"
            )
        }

        let logging = try loggingSwift(in: course.appendingPathComponent("logging-swift"))
        let grader = ClassGrader(environment: RunEnvironment(workspace: workspace, processes: SystemProcessRunner(), limits: limits, swift: logging.swift.path), jobs: 2)
        var options = ClassGrader.Options()
        options.force = true
        let gradebook = try grader.grade(section, submissions: handIns, options: options).gradebook
        let grades = Dictionary(uniqueKeysWithValues: gradebook.learners.map { ($0.learner, $0) })
        let calls = (try? String(contentsOf: logging.log, encoding: .utf8)) ?? ""
        return Judged(checks: checks, grades: grades, gradeSwiftCalls: calls)
    }

    let judged: Judged

    init() async throws {
        judged = try await Self.judged.value
    }

    @Test("Every hand-in gets the same status and the same points from check and from grade")
    func sameStatusAndScore() throws {
        #expect(judged.grades.count == Self.fixtures.count + 3)
        for (learner, check) in judged.checks.sorted(by: { $0.key < $1.key }) {
            let grade = try #require(judged.grades[learner], "\(learner) has no row in the gradebook")
            let graded = try #require(grade.report, "\(learner) has no report in the gradebook")
            #expect(graded.status == check.status, "\(learner): check says \(check.status), grade says \(graded.status)")
            #expect(grade.status == (check.status == .error ? .buildError : .graded), "\(learner)")
            let checkScore = try #require(check.score, "\(learner)'s check has no score")
            #expect(grade.score.total == checkScore.total, "\(learner): check scores \(checkScore.total), grade \(grade.score.total)")
            #expect(grade.score.criteria.map(\.points) == checkScore.criteria.map(\.points), "\(learner)")
            #expect(graded.runProblem == check.runProblem, "\(learner)")
            #expect(graded.missing == check.missing, "\(learner)")
            #expect(graded.findings.map(\.ruleID) == check.findings.map(\.ruleID), "\(learner)")
            #expect(graded.mutants?.map(\.killed) == check.mutants?.map(\.killed), "\(learner)")
        }
    }

    @Test("The fixtures cover a pass, a failure, a trap, a hang, a build error, missing pieces and a run that cannot be trusted")
    func fixturesCoverEveryVerdict() {
        let checks = judged.checks
        #expect(checks["passes"]?.status == .pass)
        #expect(checks["fails"]?.status == .fail)
        #expect(checks["traps"]?.tests.contains { $0.status == .crashed } == true)
        #expect(checks["hangs"]?.tests.contains { $0.status == .timedOut } == true)
        #expect(checks["broken"]?.status == .error)
        #expect(checks["missing"]?.missing.isEmpty == false)
        #expect(checks["no-counter"]?.missing.isEmpty == false)
        #expect(checks["forges"]?.runProblem != nil)
    }

    @Test("A run that cannot be trusted still has its architecture rules applied, by check and by grade")
    func untrustedRunKeepsRules() throws {
        let check = try #require(judged.checks["forges-leaky"])
        let graded = try #require(judged.grades["forges-leaky"])
        #expect(check.runProblem != nil)
        #expect(check.findings.map(\.ruleID) == ["view-model-state-private-set"])
        #expect(graded.report?.findings.map(\.ruleID) == ["view-model-state-private-set"])
        #expect(graded.score.criteria.first { $0.id == "architecture" }?.points == 0)
    }

    @Test("Tests that read the process environment catch no planted bug, in check and in grade")
    func environmentReadersAreRefused() throws {
        let check = try #require(judged.checks["reads-environment"])
        let graded = try #require(judged.grades["reads-environment"]?.report)
        for report in [check, graded] {
            #expect(report.mutants?.contains(where: \.killed) == false)
            #expect(report.warnings.contains { $0.contains("read the process environment (`ProcessInfo`") })
        }
    }

    @Test("Grade runs the swift it was given, for the build and for the probes")
    func gradeHonoursTheInjectedSwift() {
        #expect(judged.gradeSwiftCalls.contains("swift build"))
        #expect(judged.gradeSwiftCalls.contains("swiftc -typecheck"))
    }
}
