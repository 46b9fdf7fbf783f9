import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Grading refuses to run hand-ins without a sandbox")
struct ClassGraderSandboxTests {
    @Test("sherpa grade refuses hand-ins, before building anything, where the sandbox is incomplete")
    func gradeRefusesWithoutSandbox() throws {
        let submissions = try TemporaryFolder()
        try FileManager.default.createDirectory(at: submissions.url.appendingPathComponent("ada"), withIntermediateDirectories: true)
        let grader = ClassGrader(environment: RunEnvironment(workspace: try ShippedCourse.workspace(), processes: NothingRuns()))
        #expect(throws: SandboxError.self) {
            try grader.grade(try ShippedCourse.section("section-8"), submissions: submissions.url)
        }
    }
}
