import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The built `sherpa grade` on a class of counter hand-ins: correct ones written differently, partly
/// correct, not compiling, trapping, hanging, flooding, linking out, oversized, shipping their own
/// suite, vandalising, and one who handed in nothing. The class is graded once (and once more
/// without the hostile hand-ins) and every test reads the results.
@Suite("sherpa grade end to end", .serialized)
struct GradeEndToEndTests {
    struct Graded: Sendable {
        var course: URL
        var run: SherpaProcess.Result
        var out: URL
        var gradebook: Data
        /// The same class without the hostile hand-ins, graded in the same course.
        var calmGradebook: Data
        var suiteBefore: Data
    }

    static let graded = Task { () async throws -> Graded in
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let suite = course.appendingPathComponent("sherpa/suites/counter/CounterTests.swift")
        let suiteBefore = try Data(contentsOf: suite)
        let everyone = try ClassOfHandIns(course: course, folder: course.deletingLastPathComponent().appendingPathComponent("hand-ins-\(UUID().uuidString)"), includeHostile: true)
        let calm = try ClassOfHandIns(course: course, folder: course.deletingLastPathComponent().appendingPathComponent("calm-\(UUID().uuidString)"), includeHostile: false)
        let out = course.appendingPathComponent("grades-all")
        let run = try await SherpaProcess.run(
            ["grade", everyone.folder.path, "--section", "tested", "--roster", everyone.roster.path, "--out", out.path, "--time-limit", "3", "--jobs", "2"],
            in: course, timeout: 1500
        )
        let calmOut = course.appendingPathComponent("grades-calm")
        _ = try await SherpaProcess.run(["grade", calm.folder.path, "--section", "tested", "--out", calmOut.path, "--time-limit", "3", "--format", "json"], in: course, timeout: 1500)
        return Graded(
            course: course, run: run, out: out,
            gradebook: (try? Data(contentsOf: out.appendingPathComponent("gradebook.json"))) ?? Data(),
            calmGradebook: (try? Data(contentsOf: calmOut.appendingPathComponent("gradebook.json"))) ?? Data(),
            suiteBefore: suiteBefore
        )
    }

    static func rows(_ data: Data) -> [String: [String: Any]] {
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        let learners = object["learners"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: learners.map { ($0["learner"] as? String ?? "", $0) })
    }

    let graded: Graded
    let rows: [String: [String: Any]]

    init() async throws {
        graded = try await Self.graded.value
        rows = Self.rows(graded.gradebook)
    }

    func total(_ learner: String) -> Double? {
        (rows[learner]?["score"] as? [String: Any])?["total"] as? Double
    }

    func status(_ learner: String) -> String? {
        rows[learner]?["status"] as? String
    }

    func feedback(_ learner: String) throws -> String {
        try String(contentsOf: graded.out.appendingPathComponent("feedback/\(learner).md"), encoding: .utf8)
    }

    @Test("The grade finishes, exits 0 and names the files it wrote")
    func gradeFinishes() {
        #expect(graded.run.exitCode == 0, "sherpa grade failed:\n\(graded.run.output)")
        #expect(graded.run.stdout.contains("gradebook.csv"))
        #expect(rows.count == 13)
    }

    @Test("A correct hand-in, whole repository or section folder, written differently from the solution, scores 100")
    func correctScoresFull() {
        #expect(total("ada-correct") == 100)
        #expect(total("bo-different") == 100)
        #expect(rows["bo-different"]?["layout"] as? String == "section-folder")
        #expect(rows["ada-correct"]?["layout"] as? String == "repository")
    }

    @Test("A partly correct hand-in loses the failing test's points, and the feedback gives its teaching message and hint")
    func partlyCorrectIsExplained() throws {
        let score = try #require(total("cy-partly"))
        #expect(score > 0 && score < 100)
        let text = try feedback("cy-partly")
        #expect(text.contains("increment() adds one: after one increment() the counter should show one"))
        #expect(text.contains("Hint: Look at how much increment() adds."))
    }

    @Test("A hand-in that does not compile scores 0 with the compiler's error at the learner's own path")
    func brokenScoresZero() throws {
        #expect(status("dee-broken") == "build-error")
        #expect(total("dee-broken") == 0)
        let text = try feedback("dee-broken")
        #expect(text.contains("tested/Counter.swift:6:"))
        #expect(text.contains("cannot find 'one' in scope"))
        #expect(!text.contains(".build/sherpa"))
    }

    @Test("A trapping test is marked crashed and the learner's other tests keep their results")
    func trapIsIsolated() throws {
        #expect(status("eve-traps") == "graded")
        let text = try feedback("eve-traps")
        #expect(text.contains("increment() adds one (crashed)"))
        #expect(!text.contains("A new counter starts at zero"))
    }

    @Test("A hanging test is stopped at the time limit and named")
    func hangIsStopped() throws {
        let text = try feedback("fay-hangs")
        #expect(text.contains("reset() returns to zero (timed out)"))
    }

    @Test("Megabytes of output are capped and the hand-in is still graded")
    func floodIsCapped() throws {
        #expect(status("gus-floods") == "graded")
        #expect(try feedback("gus-floods").contains("the rest of the output was dropped"))
    }

    @Test("A symbolic link out of a hand-in is not followed, and the feedback says so")
    func symlinkIsNotFollowed() throws {
        #expect(total("hal-symlink") == 100)
        #expect(try feedback("hal-symlink").contains("Skipped Secret.swift: it is a symbolic link"))
    }

    @Test("An oversized file is skipped with a note")
    func hugeFileIsSkipped() throws {
        #expect(total("ivy-huge") == 100)
        #expect(try feedback("ivy-huge").contains("Skipped Generated.swift: it is 300 KiB"))
    }

    @Test("A hand-in's own suite and Package.swift are ignored: the instructor's suite decides")
    func ownSuiteIsIgnored() throws {
        let score = try #require(total("jon-own-suite"))
        #expect(score < 100)
        let text = try feedback("jon-own-suite")
        #expect(text.contains("increment() adds one"))
        #expect(text.contains("Ignored Package.swift"))
    }

    @Test("Hand-in code cannot write into the repository or another learner's results")
    func vandalChangesNothing() throws {
        let gradebook = try JSONSerialization.jsonObject(with: graded.gradebook) as? [String: Any]
        #expect(gradebook?["sandboxLimitations"] as? [String] == [], "this machine could not sandbox the tests")
        #expect(!FileManager.default.fileExists(atPath: graded.course.appendingPathComponent("VANDALISED").path))
        #expect(try Data(contentsOf: graded.course.appendingPathComponent("sherpa/suites/counter/CounterTests.swift")) == graded.suiteBefore)
        #expect(total("kim-vandal") == 100)
    }

    @Test("A hand-in that allocates gigabytes runs out of its own memory limit: its test crashes, nobody else's")
    func memoryHogIsContained() throws {
        #expect(status("lou-hog") == "graded")
        let text = try feedback("lou-hog")
        #expect(text.contains("increment() adds one (crashed)"))
        #expect(text.contains("failed to allocate"))
    }

    @Test("A learner on the roster who handed in nothing gets a row with 0 and status missing")
    func missingLearnerHasRow() throws {
        #expect(status("zed-missing") == "missing")
        #expect(total("zed-missing") == 0)
        let csv = try String(contentsOf: graded.out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
        #expect(csv.contains("\nzed-missing,0,0,0,0,0,missing,,\n"))
    }

    @Test("Hostile hand-ins change no other learner's grade")
    func hostileChangesNobodyElse() throws {
        let calmRows = Self.rows(graded.calmGradebook)
        #expect(calmRows.count == 7)
        for (learner, calm) in calmRows {
            let row = try #require(rows[learner])
            #expect((row["score"] as? NSDictionary) == (calm["score"] as? NSDictionary), "\(learner)'s score changed when the hostile hand-ins were in the class")
            #expect((row["report"] as? NSDictionary) == (calm["report"] as? NSDictionary), "\(learner)'s report changed when the hostile hand-ins were in the class")
        }
    }

    @Test("The gradebook CSV has a column per criterion, the JUnit file a testsuite per learner")
    func gradebookFormats() throws {
        let csv = try String(contentsOf: graded.out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("learner,score,behaviour,guarantees,own-tests,bugs-caught,status,submitted_at,adjustments\n"))
        let junit = try String(contentsOf: graded.out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<testsuite ").count - 1 == 13)
        #expect(junit.contains("classname=\"cy-partly.HiddenTests\" name=\"increment() adds one\""))
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: graded.out.appendingPathComponent("results/cy-partly.json"))) as? [String: Any]
        let tests = try #require(results?["tests"] as? [[String: Any]])
        #expect(results?["max_score"] as? Double == 100)
        #expect(tests.allSatisfy { ["passed", "failed"].contains($0["status"] as? String) && $0["max_score"] != nil && $0["visibility"] as? String == "visible" })
    }

    @Test("Feedback never shows the hidden tests' source, only their teaching messages")
    func feedbackHidesSuiteSource() throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: graded.out.appendingPathComponent("feedback").path) {
            let text = try String(contentsOf: graded.out.appendingPathComponent("feedback/\(file)"), encoding: .utf8)
            // The learner's own tests may show their raw expectations; the hidden tests' part may not.
            let hidden = text.components(separatedBy: "### Behaviour (hidden tests)").dropFirst().first?.components(separatedBy: "\n### ").first ?? ""
            #expect(!hidden.contains("Expectation failed"), "\(file) shows a hidden test's raw expectation")
            #expect(!hidden.contains("#expect"), "\(file) shows hidden test source")
        }
        #expect(try feedback("cy-partly").contains("### Behaviour (hidden tests)"))
    }

    @Test("The summary counts build errors, time-outs and crashes and ranks the failed tests")
    func summaryCounts() throws {
        let summary = try String(contentsOf: graded.out.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("build-error: 1, missing: 1"))
        // The hanging reset() stops one hidden and one own test; the trapping increment() and the
        // memory hog's increment() each take down two of each.
        #expect(summary.contains("tests that timed out: 2; tests that crashed: 8"))
        #expect(summary.contains("× increment() adds one"))
    }
}
