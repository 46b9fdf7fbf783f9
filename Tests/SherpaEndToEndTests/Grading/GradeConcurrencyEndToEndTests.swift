import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// Two `sherpa grade` runs of the same section, started together in one checkout, share its build
/// folder: the second waits for the first (`ClassGraderFoldersTests` shows the wait itself), and
/// both finish with complete, equal gradebooks.
@Suite("sherpa grade: two grades of a section at once")
struct GradeConcurrencyEndToEndTests {
    @Test("Two grades of the same section at once both finish with the right files")
    func twoGradesAtOnce() async throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        let handIns = course.deletingLastPathComponent().appendingPathComponent("pair-\(UUID().uuidString)")
        let fails = try String(contentsOf: course.appendingPathComponent("Exercises/fails/Counter.swift"), encoding: .utf8)
        for (learner, counter) in [("ada", ClassOfHandIns.correctCounter), ("bo", fails)] {
            let folder = handIns.appendingPathComponent(learner)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
            try counter.write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
            try ClassOfHandIns.bothTests.write(to: folder.appendingPathComponent("Tests/CounterTests.swift"), atomically: true, encoding: .utf8)
        }
        func grade(_ out: String) async throws -> SherpaProcess.Result {
            try await SherpaProcess.run(["grade", handIns.path, "--section", "tested", "--out", out, "--time-limit", "5", "--format", "json,csv"], in: course, timeout: 1500)
        }
        async let first = grade("first")
        async let second = grade("second")
        let results = try await [first, second]
        for result in results {
            #expect(result.exitCode == 0, "\(result.output)")
        }
        let csv = try ["first", "second"].map { try String(contentsOf: course.appendingPathComponent("\($0)/gradebook.csv"), encoding: .utf8) }
        #expect(csv[0] == csv[1])
        #expect(csv[0].contains("\nada,100,"))
        #expect(csv[0].contains("\nbo,") && !csv[0].contains("\nbo,100,"))
    }
}
