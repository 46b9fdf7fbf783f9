import Foundation
import Synchronization
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The built `sherpa` against a fixture course whose sections compile, fail, pass, trap, hang,
/// flood the output, or lack what the suite needs. Serialized: each run is a SwiftPM build.
@Suite("sherpa check end to end", .serialized)
struct EndToEndCheckTests {
    /// One copy for the whole suite, so each fixture section is built once.
    static let sharedCourse = Result { try SherpaProcess.copyOfFixture("CounterCourse") }
    let course: URL
    let environment = ["SHERPA_TEST_TIME_LIMIT": "3"]

    init() throws {
        course = try Self.sharedCourse.get()
    }

    @Test("Passing code exits 0 and lists every test as passed")
    func passingCodeExitsZero() async throws {
        let result = try await SherpaProcess.run(["check", "passes"], in: course, environment: environment)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("✔ A new counter starts at zero"))
        #expect(result.stdout.contains("✔ increment() adds one"))
        #expect(result.stdout.contains("All 4 checks of section 1 pass."))
    }

    @Test("A failing test exits 1 and shows the suite's teaching message and the hint")
    func failingTestExitsOne() async throws {
        let result = try await SherpaProcess.run(["check", "fails"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("✘ increment() adds one"))
        #expect(result.stdout.contains("after one increment() the counter should show one"))
        #expect(result.stdout.contains("hint: Look at how much increment() adds."))
        #expect(result.stdout.contains("✔ A new counter starts at zero"))
    }

    @Test("A trapping test is reported as crashed and the other tests keep their own results")
    func trapIsIsolated() async throws {
        let result = try await SherpaProcess.run(["check", "traps"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("crashed: increment() adds one"))
        #expect(result.stdout.contains("✔ A new counter starts at zero"))
        #expect(result.stdout.contains("Exercises/traps/Counter.swift:7: Fatal error: Unexpectedly found nil"))
    }

    @Test("A hanging test is stopped by the time limit and named")
    func hangIsStopped() async throws {
        let started = Date()
        let result = try await SherpaProcess.run(["check", "hangs"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("timed out: reset() returns to zero"))
        #expect(result.stdout.contains("✔ increment() adds one"))
        #expect(Date().timeIntervalSince(started) < 300)
    }

    @Test("Code that does not compile exits 2 with errors at the learner's own paths")
    func buildErrorExitsTwo() async throws {
        let result = try await SherpaProcess.run(["check", "broken"], in: course, environment: environment)
        #expect(result.exitCode == 2)
        #expect(result.stdout.contains("Exercises/broken/Counter.swift:6:"))
        #expect(result.stdout.contains("cannot find 'one' in scope"))
        #expect(!result.output.contains(".build/sherpa"))
    }

    @Test("A missing member gives one plain sentence naming it and the folder, and exits 1")
    func missingMemberIsExplained() async throws {
        let result = try await SherpaProcess.run(["check", "missing"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("asks `Counter` for a member `reset`, but the `Counter` in Exercises/missing has none."))
        #expect(!result.output.contains(".build/sherpa"))
    }

    @Test("Code that writes its own report, declaring and passing every hidden test, is caught: those passes have no receipt")
    func forgedReportIsDistrusted() async throws {
        let result = try await SherpaProcess.run(["check", "forges"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("sherpa does not trust the results of the hidden tests of section 11"))
        #expect(result.stdout.contains("but the hidden suite signed no receipt for it"))
        #expect(!result.stdout.contains("does not compile"))
        #expect(!result.stdout.contains("All 4 checks"))
    }

    @Test("A @Test declared in the learner's own module is refused before the build, so it never counts as a hidden test")
    func learnerDeclaredTestIsNotHidden() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let extra = course.appendingPathComponent("Exercises/fails/Sneaky.swift")
        try "import Testing\n\n@Test(\"A new counter starts at zero\") func alwaysPasses() async {}\n".write(to: extra, atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["check", "fails", "--json"], in: course, environment: environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["tests"] as? [[String: Any]] ?? []).isEmpty)
        #expect(report["status"] as? String == "error")
        #expect(report["refusedBeforeBuild"] as? Bool == true)
        let refusals = (report["buildErrors"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(refusals == ["Exercises/fails/Sneaky.swift imports Testing, but an app module holds no tests: sherpa does not run test code from it. Move the tests to your tests folder, or remove the import."])
    }

    @Test("Megabytes of output are capped and the verdict still comes through")
    func floodIsCapped() async throws {
        let result = try await SherpaProcess.run(["check", "floods"], in: course, environment: environment)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("the rest of the output was dropped"))
        #expect(result.stdout.utf8.count < 200_000)
    }

    @Test("A probe the compiler rejects for the expected reason passes")
    func probeRejectedPasses() async throws {
        let result = try await SherpaProcess.run(["check", "passes"], in: course, environment: environment)
        #expect(result.stdout.contains("Compile-time guarantees"))
        #expect(result.stdout.contains("✔ Only the counter changes `value`"))
    }

    @Test("A probe the compiler accepts fails, and an architecture finding names file, line and rule")
    func leakyStateIsCaught() async throws {
        let result = try await SherpaProcess.run(["check", "leaky"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("✘ Only the counter changes `value`"))
        #expect(result.unwrapped.contains("The compiler accepted:"))
        #expect(result.stdout.contains("Exercises/leaky/Counter.swift:4 [view-model-state-private-set]"))
        #expect(result.stdout.contains("✔ increment() adds one"))
    }

    @Test("The learner's tests run against mutants; a surviving bug fails the check with its hint")
    func mutantsAreTried() async throws {
        let result = try await SherpaProcess.run(["check", "tested"], in: course, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("Your tests"))
        #expect(result.stdout.contains("✔ incrementAddsOne()"))
        #expect(result.stdout.contains("Bugs your tests catch (1 of 2, 2 needed)"))
        #expect(result.stdout.contains("✔ increment() adds two."))
        #expect(result.stdout.contains("✘ reset() leaves the value alone."))
        #expect(result.stdout.contains("hint: Increment, reset, and check the value is zero again."))
        #expect(result.stdout.contains("Next: write a test that fails on this bug: reset() leaves the value alone."))
    }

    @Test("A second sherpa checking the same section waits for the first, says so, and then runs")
    func secondSherpaWaits() async throws {
        let lockPath = course.appendingPathComponent(".build/sherpa/section-1-starter.lock").path
        var holder: FileLock? = try FileLock(path: lockPath, timeout: 1)
        let waiting = Process()
        waiting.executableURL = SherpaProcess.executable
        waiting.arguments = ["check", "passes"]
        waiting.currentDirectoryURL = course
        waiting.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        waiting.standardError = errors
        waiting.standardOutput = FileHandle.nullDevice
        try waiting.run()
        // Hold the lock until the second sherpa says it is waiting for it: a condition, not a pause.
        let announced = "Another sherpa is checking section 1; waiting for it to finish"
        let reader = errors.fileHandleForReading
        let heard = try await DedicatedThread.run { () -> String in
            var text = ""
            while !text.contains(announced) {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }
        #expect(heard.contains(announced), "the second sherpa never said it was waiting:\n\(heard)")
        withExtendedLifetime(holder) {}
        holder = nil  // the lock is released here, and the waiting sherpa goes on
        let rest = try await DedicatedThread.run { () -> Int32 in
            _ = reader.readDataToEndOfFile()
            waiting.waitUntilExit()
            return waiting.terminationStatus
        }
        #expect(rest == 0)
    }

    @Test("A modified hidden suite is reported, and verify refuses it")
    func modifiedSuiteIsReported() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let suite = course.appendingPathComponent("sherpa/suites/counter/CounterTests.swift")
        let weakened = try String(contentsOf: suite, encoding: .utf8).replacingOccurrences(of: "counter.value == 1", with: "counter.value >= 0")
        try weakened.write(to: suite, atomically: true, encoding: .utf8)
        let check = try await SherpaProcess.run(["check", "fails"], in: course, environment: environment)
        #expect(check.stdout.contains("The hidden suite in sherpa/suites/counter differs from the copy the catalog pins"))
        let verify = try await SherpaProcess.run(["verify", "--data-only"], in: course)
        #expect(verify.exitCode == 1)
        #expect(verify.stdout.contains("sherpa/suites/counter does not match the SHA-256 pinned in sherpa/catalog.json"))
    }

    /// The counter course with the stand-in and the list of Apple's SwiftUI names from this repository.
    private func courseWithStandIn() async throws -> URL {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        try CourseCopy.copy([SwiftUIAPI.path], into: course)
        try await CourseCopy.addStandIn(to: course)
        return course
    }

    @Test("A view that uses SwiftUI the stand-in lacks is sherpa's gap: the report says so, exits 1, and the rest is judged")
    func standInGapIsExplained() async throws {
        let course = try await courseWithStandIn()
        let result = try await SherpaProcess.run(["check", "viewy"], in: course, environment: environment)
        #expect(result.exitCode == 1, "\(result.output)")
        #expect(result.stdout.contains("sherpa's view checker does not know `.onPencilSqueeze` yet; your code is not wrong"))
        #expect(!result.stdout.contains("does not compile"))
        #expect(result.stdout.contains("✔"), "the counter's tests, which draw no view, still run")
    }

    @Test("A missing name of the learner's own in a view is a build error with no word about SwiftUI")
    func learnersOwnNameIsTheirs() async throws {
        let course = try await courseWithStandIn()
        let view = course.appendingPathComponent("Exercises/viewy/CounterView.swift")
        let text = try String(contentsOf: view, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "Button(\"Add one\")", with: "Button(isLoading ? \"Wait\" : \"Add one\")")
            .replacingOccurrences(of: "\n            .onPencilSqueeze { _ in }", with: "")
        #expect(edited != text)
        try edited.write(to: view, atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["check", "viewy"], in: course, environment: environment)
        #expect(result.exitCode == 2, "\(result.output)")
        #expect(result.stdout.contains("cannot find 'isLoading' in scope"))
        #expect(!result.stdout.contains("may exist on a Mac"))
        #expect(!result.stdout.contains("view checker does not know"))
    }

    /// The fixture sections whose report depends on nothing but the code: no trap output, no clock.
    static let deterministicSections = ["passes", "fails", "broken", "missing", "leaky", "tested"]

    /// `--json` is compared whole, as Exercism's runner tests compare `results.json`: only the duration
    /// is set to 0. To refresh an expected file after an intended change, run `sherpa check <slug> --json`
    /// in a copy of Fixtures/CounterCourse and put 0 for the duration.
    @Test("--json is exactly the expected Exercism-like report", arguments: deterministicSections)
    func wholeJSONReport(slug: String) async throws {
        let result = try await SherpaProcess.run(["check", slug, "--json"], in: course, environment: environment)
        let expected = try String(
            contentsOf: SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/CounterCourseReports/\(slug).json"),
            encoding: .utf8
        )
        let actual = result.stdout.replacingOccurrences(of: #"(?m)^  "duration" : [0-9.e+-]+,$"#, with: #"  "duration" : 0,"#, options: .regularExpression)
        #expect(actual == expected)
    }

    @Test("Every check is recorded in .sessions/<route>/progress.json")
    func checkIsRecorded() async throws {
        _ = try await SherpaProcess.run(["check", "fails"], in: course, environment: environment)
        let data = try Data(contentsOf: course.appendingPathComponent(".sessions/counter-course/progress.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sections = try #require(object["sections"] as? [String: Any])
        let record = try #require(sections["section-2"] as? [String: Any])
        let checks = try #require(record["checks"] as? [[String: Any]])
        #expect(checks.last?["status"] as? String == "fail")
        #expect((checks.last?["failing"] as? [String])?.contains("increment() adds one") == true)
    }

    @Test("A second check after a one-file edit picks up the edit")
    func secondCheckSeesTheEdit() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let first = try await SherpaProcess.run(["check", "fails"], in: course, environment: environment)
        #expect(first.exitCode == 1)
        let file = course.appendingPathComponent("Exercises/fails/Counter.swift")
        let fixed = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "value += 2", with: "value += 1")
        try fixed.write(to: file, atomically: true, encoding: .utf8)
        let second = try await SherpaProcess.run(["check", "fails"], in: course, environment: environment)
        #expect(second.exitCode == 0)
    }
}

@Suite("sherpa usage errors")
struct UsageErrorTests {
    @Test("An unknown section exits 64 and lists the sections")
    func unknownSection() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let result = try await SherpaProcess.run(["check", "section-42"], in: course)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("There is no section called \"section-42\""))
        #expect(result.stderr.contains("passes, fails"))
    }

    @Test("check without a section exits 64 and prints its usage")
    func missingSection() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let result = try await SherpaProcess.run(["check"], in: course)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("USAGE: sherpa check <section>"))
    }

    @Test("An unknown option exits 64 and names it")
    func unknownOption() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let result = try await SherpaProcess.run(["check", "passes", "--frobnicate"], in: course)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("Unknown option --frobnicate."))
    }

    @Test("Outside a course repository sherpa says where it looked")
    func outsideWorkspace() async throws {
        let folder = try TemporaryFolder()
        let result = try await SherpaProcess.run(["status"], in: folder.url)
        #expect(result.exitCode == 70)
        #expect(result.stderr.contains("No sherpa/catalog.json was found"))
    }
}
