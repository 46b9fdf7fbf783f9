import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The built `sherpa grade` refuses bad input in seconds, naming the file and what is wrong,
/// before it builds anything (no class build folder appears).
@Suite("sherpa grade: bad input is named before any build")
struct GradeInputsEndToEndTests {
    let course: URL
    let handIns: URL

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
        handIns = course.deletingLastPathComponent().appendingPathComponent("hand-ins-\(UUID().uuidString)")
        let file = handIns.appendingPathComponent("ada/Counter.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ClassOfHandIns.correctCounter.write(to: file, atomically: true, encoding: .utf8)
    }

    var nothingWasBuilt: Bool {
        !FileManager.default.fileExists(atPath: course.appendingPathComponent(".build/sherpa/grade-tested/package").path)
    }

    func grade(_ extra: [String]) async throws -> SherpaProcess.Result {
        try await SherpaProcess.run(["grade", handIns.path, "--section", "tested"] + extra, in: course, timeout: 600)
    }

    func overrides(_ line: String) throws -> URL {
        let url = course.appendingPathComponent("overrides.csv")
        try "learner,criterion,adjustment,reason\n\(line)\n".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("--out naming an existing file is refused with its path")
    func outIsAFile() async throws {
        let file = course.appendingPathComponent("grades.txt")
        try "keep me".write(to: file, atomically: true, encoding: .utf8)
        let result = try await grade(["--out", file.path])
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("The output folder \(file.path) cannot be used: it is a file."), "\(result.output)")
        #expect(nothingWasBuilt)
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
    }

    @Test("An override of =nan is refused with its line")
    func nanOverride() async throws {
        let file = try overrides("ada,total,=nan,decided by hand")
        let result = try await grade(["--overrides", file.path, "--out", course.appendingPathComponent("out").path])
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("Line 2 of the overrides file \(file.path) cannot be used: the adjustment =nan is not"), "\(result.output)")
        #expect(nothingWasBuilt)
    }

    @Test("An override for a learner outside the class is refused with the id")
    func unknownLearnerOverride() async throws {
        let file = try overrides("adaa,total,=80,decided by hand")
        let result = try await grade(["--overrides", file.path, "--out", course.appendingPathComponent("out").path])
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("Line 2 of the overrides file \(file.path) names adaa, who has no folder among the hand-ins and is not on the roster"), "\(result.output)")
        #expect(nothingWasBuilt)
    }
}
