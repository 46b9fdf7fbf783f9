import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// A class of hand-ins for the counter fixture's section 9 (`tested`: a counter plus the learner's own
/// tests, two mutants): correct ones written differently, partly correct ones, and hostile ones.
/// Built in a temporary folder so nothing is committed twice.
struct ClassOfHandIns {
    let course: URL
    let folder: URL

    static let correctCounter = """
        import Observation

        @Observable final class Counter {
            private(set) var value = 0

            func increment() { value += 1 }
            func reset() { value = 0 }
        }
        """

    /// The same behaviour with other names and shapes: an initialiser, arithmetic written out.
    static let differentCounter = """
        import Observation

        @Observable
        final class Counter {
            private(set) var value: Int

            init() {
                value = 0
            }

            func increment() {
                value = value + 1
            }

            func reset() {
                value -= value
            }
        }
        """

    static let bothTests = """
        import Testing
        @testable import Counter

        @Test func oneIncrementShowsOne() {
            let counter = Counter()
            counter.increment()
            #expect(counter.value == 1)
        }

        @Test func resetGoesBackToZero() {
            let counter = Counter()
            counter.increment()
            counter.reset()
            #expect(counter.value == 0)
        }
        """

    static let otherTests = """
        import Testing
        @testable import Counter

        @Suite struct TallyBehaviour {
            @Test("three taps count three") func threeTaps() {
                let tally = Counter()
                for _ in 0..<3 { tally.increment() }
                #expect(tally.value == 3)
            }

            @Test("clearing forgets every tap") func clearing() {
                let tally = Counter()
                tally.increment()
                tally.increment()
                tally.reset()
                #expect(tally.value == 0)
            }
        }
        """

    /// Writes outside its folder when its tests run: the repository and another learner's runs.
    static func vandalCounter(course: URL) -> String {
        """
        import Foundation
        import Observation

        @Observable final class Counter {
            private(set) var value = 0

            func increment() {
                value += 1
                try? "vandalised".write(toFile: "\(course.path)/VANDALISED", atomically: false, encoding: .utf8)
                try? FileManager.default.removeItem(atPath: "\(course.path)/sherpa/suites/counter/CounterTests.swift")
                try? FileManager.default.removeItem(atPath: "\(course.path)/.build/sherpa/grade-section-9/runs")
            }
            func reset() { value = 0 }
        }
        """
    }

    /// Asks for twice what the sandbox allows in one allocation: refused at once under the limit
    /// (without it, the machine would have to find 8 GiB).
    static let hogCounter = """
        import Observation

        @Observable final class Counter {
            private(set) var value = 0
            private var hoard: [UInt8] = []

            func increment() {
                hoard = [UInt8](repeating: 1, count: 8 << 30)
                value += 1
            }
            func reset() { value = 0 }
        }
        """

    init(course: URL, folder: URL, includeHostile: Bool) throws {
        self.course = course
        self.folder = folder
        let fixture = course.appendingPathComponent("Exercises")
        func counter(_ variant: String) throws -> String {
            try String(contentsOf: fixture.appendingPathComponent("\(variant)/Counter.swift"), encoding: .utf8)
        }
        var learners: [String: [String: String]] = [
            // A whole copy of the repository.
            "ada-correct": ["Exercises/tested/Counter.swift": Self.correctCounter, "Exercises/tested/Tests/CounterTests.swift": Self.bothTests],
            // Only the section's folder, written differently from the solution.
            "bo-different": ["Counter.swift": Self.differentCounter, "Tests/Tally/TallyTests.swift": Self.otherTests],
            "cy-partly": ["tested/Counter.swift": try counter("fails"), "tested/Tests/CounterTests.swift": Self.bothTests],
            "dee-broken": ["Counter.swift": try counter("broken"), "Tests/CounterTests.swift": Self.bothTests],
            "hal-symlink": ["Counter.swift": Self.correctCounter, "Tests/CounterTests.swift": Self.bothTests],
            "ivy-huge": ["Counter.swift": Self.correctCounter, "Tests/CounterTests.swift": Self.bothTests,
                         "Generated.swift": "// " + String(repeating: "x", count: 300 * 1024) + "\n"],
            // Ships its own lenient suite and manifests: the instructor's are used.
            "jon-own-suite": [
                "Exercises/tested/Counter.swift": try counter("fails"), "Exercises/tested/Tests/CounterTests.swift": Self.bothTests,
                "Exercises/tested/Package.swift": "// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: \"Cheat\")\n",
                "Package.swift": "// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: \"Cheat\")\n",
                "sherpa/suites/counter/CounterTests.swift": "import Testing\n@Test func everythingPasses() {}\n",
            ],
        ]
        if includeHostile {
            learners["eve-traps"] = ["Counter.swift": try counter("traps"), "Tests/CounterTests.swift": Self.bothTests]
            learners["fay-hangs"] = ["Counter.swift": try counter("hangs"), "Tests/CounterTests.swift": Self.bothTests]
            learners["gus-floods"] = ["Counter.swift": try counter("floods"), "Tests/CounterTests.swift": Self.bothTests]
            learners["kim-vandal"] = ["Counter.swift": Self.vandalCounter(course: course), "Tests/CounterTests.swift": Self.bothTests]
            learners["lou-hog"] = ["Counter.swift": Self.hogCounter, "Tests/CounterTests.swift": Self.bothTests]
        }
        for (learner, files) in learners {
            for (path, text) in files {
                let url = folder.appendingPathComponent("\(learner)/\(path)")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        // A link out of the submission, to a Swift file that would not compile here.
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-\(folder.lastPathComponent).swift")
        try "this is not part of anyone's hand-in".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("hal-symlink/Secret.swift"), withDestinationURL: outside)
        let roster = (["learner"] + learners.keys.sorted() + ["zed-missing"]).joined(separator: "\n") + "\n"
        try roster.write(to: folder.deletingLastPathComponent().appendingPathComponent("roster-\(folder.lastPathComponent).csv"), atomically: true, encoding: .utf8)
    }

    var roster: URL {
        folder.deletingLastPathComponent().appendingPathComponent("roster-\(folder.lastPathComponent).csv")
    }
}
