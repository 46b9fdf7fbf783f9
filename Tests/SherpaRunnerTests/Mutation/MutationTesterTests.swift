import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// Mutation testing judged with a fake `swift`: the build always succeeds (or fails, when told to),
/// and each test run writes an event stream in which the learner's tests pass or fail as scripted
/// for the mutant switched on. Only the sandbox probe reaches the real system.
@Suite("Mutation testing, with a scripted swift")
struct MutationTesterTests {
    let course: URL

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
    }

    private func run(_ swift: ScriptedSwift) throws -> MutationTester.Verdict {
        let workspace = try Workspace.locate(from: course)
        let section = try workspace.section(named: "section-9")
        let tester = MutationTester(environment: RunEnvironment(workspace: workspace, processes: swift))
        return try tester.run(
            section, testsFolder: course.appendingPathComponent("Exercises/tested/Tests"),
            testsDisplayPath: "Exercises/tested/Tests", scratchName: "mutation-unit"
        )
    }

    @Test("A mutant is caught when a test that passes on the reference fails on it, and survives otherwise")
    func killedAndSurvived() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        let swift = ScriptedSwift(failing: ["increment-adds-two": ["increments()"]])
        let verdict = try run(swift)
        #expect(verdict.mutants.map(\.id) == ["increment-adds-two", "reset-does-nothing"])
        #expect(verdict.mutants.map(\.killed) == [true, false])
        #expect(verdict.warnings.isEmpty)
    }

    @Test("Every mutant is tried from one build: one build, then the reference and one run per mutant")
    func oneBuild() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        let swift = ScriptedSwift(failing: [:])
        _ = try run(swift)
        #expect(swift.builds == 1)
        #expect(swift.mutantsRun == ["", "increment-adds-two", "reset-does-nothing"])
    }

    @Test("A test that fails on the reference is not counted, and the warning names it")
    func failingOnReferenceIsNotTrusted() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        let swift = ScriptedSwift(failing: ["": ["resets()"], "increment-adds-two": ["resets()"], "reset-does-nothing": ["resets()"]])
        let verdict = try run(swift)
        #expect(verdict.mutants.map(\.killed) == [false, false])
        #expect(verdict.warnings == ["These tests of yours fail on the reference solution, so they cannot tell a bug from correct code and were not counted: resets()."])
    }

    @Test("When no test passes on the reference, every mutant survives and no mutant is run")
    func nothingTrusted() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        let swift = ScriptedSwift(failing: ["": ["increments()", "resets()"]])
        let verdict = try run(swift)
        #expect(verdict.mutants.map(\.killed) == [false, false])
        #expect(verdict.warnings.last == "None of your tests passes on the reference solution yet, so no bug can be caught.")
        #expect(swift.mutantsRun == [""])
    }

    @Test("Tests that do not compile against the reference leave every mutant alive, with the place named")
    func testsThatDoNotCompile() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        let swift = ScriptedSwift(failing: [:], buildError: "Tests/LearnerTests/CounterTests.swift:4:9: error: value of type 'Counter' has no member 'double' [could_not_find_value_member]")
        let verdict = try run(swift)
        #expect(verdict.mutants.map(\.killed) == [false, false])
        let warning = try #require(verdict.warnings.first)
        #expect(warning.hasPrefix("Your tests do not compile against the reference solution ("))
        #expect(warning.contains(":4: value of type 'Counter' has no member 'double'"))
        #expect(swift.mutantsRun.isEmpty)
    }
}

/// A `swift` that builds instantly and runs two learner tests, `increments()` and `resets()`,
/// failing those listed for the mutant in `SHERPA_MUTANT` ("" is the reference).
private final class ScriptedSwift: ProcessRunning, @unchecked Sendable {
    private let failing: [String: Set<String>]
    /// A diagnostic line, relative to the package folder, that makes the build fail.
    private let buildError: String?
    private let lock = NSLock()
    private var buildCount = 0
    private var runs: [String] = []

    init(failing: [String: Set<String>], buildError: String? = nil) {
        self.failing = failing
        self.buildError = buildError
    }

    var builds: Int { lock.withLock { buildCount } }
    var mutantsRun: [String] { lock.withLock { runs } }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let arguments = invocation.arguments
        if invocation.program == "unshare", arguments.last == "true" {
            return try SystemProcessRunner().run(invocation, watch: watch)
        }
        if arguments.first == "build", let at = arguments.firstIndex(of: "--package-path") {
            lock.withLock { buildCount += 1 }
            guard let buildError else { return ProcessOutcome(exitCode: 0) }
            return ProcessOutcome(exitCode: 1, stderr: arguments[at + 1] + "/" + buildError + "\n")
        }
        guard let at = arguments.firstIndex(of: "--event-stream-output-path") else {
            return ProcessOutcome(exitCode: 1, stderr: "unexpected command: \(invocation.program) \(arguments)")
        }
        let mutant = invocation.environment[MutantSchema.environmentKey] ?? ""
        lock.withLock { runs.append(mutant) }
        let failures = failing[mutant] ?? []
        var lines: [String] = []
        for (line, name) in [(5, "increments()"), (11, "resets()")] {
            let id = "LearnerTests.CounterTests/\(name)/CounterTests.swift:\(line):6"
            lines.append(#"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)","sourceLocation":{"_filePath":"/x/CounterTests.swift","column":6,"fileID":"LearnerTests/CounterTests.swift","line":\#(line)}},"version":0}"#)
            lines.append(#"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":2},"kind":"testStarted","messages":[],"testID":"\#(id)"},"version":0}"#)
            if failures.contains(name) {
                lines.append(#"{"kind":"event","payload":{"_comments":[],"instant":{"absolute":1,"since1970":2},"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed"}],"testID":"\#(id)"},"version":0}"#)
            }
            lines.append(#"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":2},"kind":"testEnded","messages":[],"testID":"\#(id)"},"version":0}"#)
        }
        try (lines.joined(separator: "\n") + "\n").write(to: URL(fileURLWithPath: arguments[at + 1]), atomically: true, encoding: .utf8)
        return ProcessOutcome(exitCode: failures.isEmpty ? 0 : 1)
    }
}
