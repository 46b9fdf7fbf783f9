import Foundation
import Testing
import SherpaTestSupport

/// What a hand-in may run, and where: nothing of the learner's tests in the hidden suite's process,
/// no test code in an app module, and nothing that takes the place of what the suite calls.
@Suite("Learner code runs only where it belongs", .serialized)
struct LearnerCodeIsolationTests {
    let environment = ["SHERPA_TEST_TIME_LIMIT": "10"]

    /// A trait that leaves a file in its working folder when Swift Testing builds it, saying whether
    /// the process held a receipt key, and deletes the key when it can: what a saboteur would do.
    static let saboteurTrait = """
        import Foundation
        import Testing

        nonisolated struct Saboteur: TestTrait {
            init() {
                let key = ProcessInfo.processInfo.environment["SHERPA_RECEIPT_KEY_FILE"]
                let mark = key == nil ? "listed-without-key" : "listed-with-key"
                FileManager.default.createFile(atPath: FileManager.default.currentDirectoryPath + "/\\(mark)-\\(ProcessInfo.processInfo.processIdentifier)", contents: nil)
                if let key { try? FileManager.default.removeItem(atPath: key) }
            }
        }

        """

    static func marks(under folder: URL) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return found.filter { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("listed-") }
    }

    @Test("A trait in the learner's own tests never runs in the hidden suite's process, which keeps its key and its passes")
    func ownTestTraitStaysOutOfTheSuite() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        try (Self.saboteurTrait + """
            @testable import Counter

            @Test(Saboteur()) func incrementAddsOne() {
                let counter = Counter()
                counter.increment()
                #expect(counter.value == 1)
            }
            """).write(to: course.appendingPathComponent("Exercises/tested/Tests/CounterTests.swift"), atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["check", "tested", "--json"], in: course, environment: environment)
        let marks = Self.marks(under: course.appendingPathComponent(".build/sherpa"))
        #expect(!marks.isEmpty, "the trait ran in the learner's own tests")
        #expect(marks.allSatisfy { $0.contains("listed-without-key") }, "\(marks)")
        #expect(!result.stdout.contains("does not trust"), "\(result.stdout)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let tests = try #require(report["tests"] as? [[String: Any]])
        let hidden = tests.filter { $0["origin"] as? String == "suite" }
        #expect(hidden.map { $0["name"] as? String } == ["A new counter starts at zero", "increment() adds one", "reset() returns to zero"])
        #expect(hidden.allSatisfy { $0["status"] as? String == "pass" }, "\(hidden)")
    }

    @Test("An app module that imports Testing is refused before it is built, with a sentence naming the file")
    func testingImportRefused() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        try (Self.saboteurTrait + """
            import Observation

            @Observable final class Counter {
                private(set) var value = 0
                func increment() { value += 2 }
                func reset() { value = 0 }
            }

            @Test(Saboteur()) func listedFirst() {}
            """).write(to: course.appendingPathComponent("Exercises/tested/Counter.swift"), atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["check", "tested"], in: course, environment: environment)
        #expect(result.exitCode == 2)
        #expect(result.stdout.contains("Exercises/tested/Counter.swift imports Testing"), "\(result.stdout)")
        #expect(Self.marks(under: course.appendingPathComponent(".build/sherpa")).isEmpty)
    }

    @Test("A type named Testing, which would take the place of every #expect, is refused with a sentence naming it")
    func testingShadowRefused() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        try """
            import Observation

            @Observable final class Counter {
                private(set) var value = 0
                func increment() { value += 2 }
                func reset() {}
            }

            public enum Testing {
                public static func __checkBinaryOperation<T, U>(_ lhs: T, _ op: (T, () -> T) -> U, _ rhs: @autoclosure () -> T, expression: Any, comments: @autoclosure () -> [Any], isRequired: Bool, sourceLocation: Any) -> Result<Void, any Error> { .success(()) }
            }
            """.write(to: course.appendingPathComponent("Exercises/tested/Counter.swift"), atomically: true, encoding: .utf8)
        let result = try await SherpaProcess.run(["check", "tested"], in: course, environment: environment)
        #expect(result.exitCode == 2)
        #expect(result.unwrapped.contains("Exercises/tested/Counter.swift declares `Testing`, the name of a module the hidden tests use"), "\(result.stdout)")
        #expect(!result.stdout.contains("✔ increment() adds one"))
    }
}
