import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// A hand-in that tries, while the hidden tests call it, everything the sandbox must stop: writing
/// outside its run folder, reading what it has no business reading, and leaving a process behind.
/// Its counter counts right only when every read failed, so a hidden test fails if one succeeded.
struct HostileHandIn {
    let course: URL
    let written: [URL]
    let secrets: [URL]
    /// The argument of the `sleep` a `setsid` survivor would be running.
    let survivorMark: String

    init(course: URL, out: URL? = nil) throws {
        self.course = course
        let tag = UUID().uuidString
        let home = URL(fileURLWithPath: NSHomeDirectory())
        var written = [
            home.appendingPathComponent("sherpa-escaped-\(tag)"),
            FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-escaped-\(tag)"),
            course.deletingLastPathComponent().appendingPathComponent("sherpa-escaped-\(tag)"),
            course.appendingPathComponent("sherpa-escaped-\(tag)"),
        ]
        if let out { written.append(out.appendingPathComponent("overrides.csv")) }
        self.written = written
        let solution = course.appendingPathComponent("Solutions/passes/Counter.swift")
        let otherHandIn = course.deletingLastPathComponent().appendingPathComponent("hand-ins-\(tag)/other/Counter.swift")
        for file in [solution, otherHandIn] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "// not for learners' code\n".write(to: file, atomically: true, encoding: .utf8)
        }
        secrets = [
            course.appendingPathComponent("sherpa/suites/counter/CounterTests.swift"),
            solution,
            course.appendingPathComponent("sherpa/mutants/counter/mutants.json"),
            otherHandIn,
        ]
        survivorMark = "86399.\(Int.random(in: 100_000...999_999))"
    }

    var source: String {
        func list(_ urls: [URL]) -> String { urls.map { "\"\($0.path)\"" }.joined(separator: ", ") }
        return """
            import Foundation
            import Observation

            @Observable final class Counter {
                private(set) var value = 0

                func increment() {
                    for path in [\(list(written))] {
                        try? "escaped".write(toFile: path, atomically: false, encoding: .utf8)
                    }
                    let seen = [\(list(secrets))].filter { FileManager.default.contents(atPath: $0) != nil }
                    let survivor = Process()
                    survivor.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
                    survivor.arguments = ["sleep", "\(survivorMark)"]
                    try? survivor.run()
                    value += seen.isEmpty ? 1 : 2
                }
                func reset() { value = 0 }
            }
            """
    }

    /// The files it managed to write outside its run folder.
    var escapes: [String] {
        written.filter { FileManager.default.fileExists(atPath: $0.path) }.map(\.path)
    }

    /// Processes it started that are still running; they are stopped here so none outlives the test.
    func survivors() -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let found = entries.compactMap(Int32.init).filter { pid in
            let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return line.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == survivorMark }
        }
        for pid in found { kill(pid, SIGKILL) }
        return found
    }

    func cleanUp() {
        for file in written { try? FileManager.default.removeItem(at: file) }
    }
}

@Suite("The sandbox of sherpa check stops a hostile hand-in", .serialized)
struct SandboxAttackTests {
    struct Checked: Sendable {
        var stdout: String
        var escapes: [String]
        var survivors: [Int32]
    }

    /// One check of the hostile hand-in, shared by the tests below (a check is a build).
    static let checked = Task { () async throws -> Checked in
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let hostile = try HostileHandIn(course: course)
        try hostile.source.write(to: course.appendingPathComponent("Exercises/passes/Counter.swift"), atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["check", "passes"], in: course, environment: ["SHERPA_TEST_TIME_LIMIT": "10"])
        defer { hostile.cleanUp() }
        return Checked(stdout: result.stdout, escapes: hostile.escapes, survivors: hostile.survivors())
    }

    @Test("Learner code writes nothing outside its run folder: not $HOME, $TMPDIR, the course or next to it")
    func writesStayInside() async throws {
        let checked = try await Self.checked.value
        #expect(checked.escapes.isEmpty, "written outside the run folder: \(checked.escapes)")
    }

    @Test("Learner code cannot read the hidden suite, the solutions, the mutants or another hand-in")
    func readsAreConfined() async throws {
        let checked = try await Self.checked.value
        #expect(checked.stdout.contains("✔ increment() adds one"), "\(checked.stdout)")
        #expect(checked.stdout.contains("✔ reset() returns to zero"))
    }

    @Test("A process learner code starts with setsid ends when its run ends")
    func noSurvivors() async throws {
        let checked = try await Self.checked.value
        #expect(checked.survivors.isEmpty, "still running after the check: \(checked.survivors)")
    }

}
