import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// Answers `swift --version` as a 6.3.1 toolchain would, and nothing else.
struct FakeSwiftVersion: ProcessRunning {
    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        guard invocation.program == "swift", invocation.arguments == ["--version"] else { return ProcessOutcome(exitCode: 127, stderr: "unexpected command") }
        return ProcessOutcome(exitCode: 0, stdout: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n")
    }
}

@Suite("sherpa --version")
struct VersionCommandTests {
    func course() throws -> JourneyWorkspace {
        let course = try JourneyWorkspace()
        try course.folder.write(#"{"formatVersion": 1, "section": "section-1", "version": "3", "criteria": [{"id": "behaviour", "title": "Behaviour", "weight": 100, "measure": "hidden-tests"}]}"#, to: "sherpa/rubric/section-1.json")
        return course
    }

    @Test("It prints the course revision, a digest of the course's judging files")
    func courseRevision() throws {
        let course = try course()
        let run = course.run(["--version"], processes: FakeSwiftVersion())
        #expect(run.code == ExitCode.success)
        #expect(run.stdout.contains("course revision: \(try CourseRevision.of(course.workspace))"))
    }

    @Test("The course revision changes when a rubric changes")
    func revisionFollowsRubric() throws {
        let course = try course()
        let before = try CourseRevision.of(course.workspace)
        try course.folder.write(#"{"formatVersion": 1, "section": "section-1", "version": "4", "criteria": []}"#, to: "sherpa/rubric/section-1.json")
        #expect(try CourseRevision.of(course.workspace) != before)
    }

    @Test("It prints each ready section's rubric version")
    func rubricVersions() throws {
        let run = try course().run(["--version"], processes: FakeSwiftVersion())
        #expect(run.stdout.contains("  section-1   version 3"))
        #expect(run.stdout.contains("  section-2   none:"))
    }

    @Test("It prints the first line of `swift --version`, asked through the injected process runner")
    func toolchain() throws {
        let run = try course().run(["--version"], processes: FakeSwiftVersion())
        #expect(run.stdout.contains("toolchain: Swift version 6.3.1 (swift-6.3.1-RELEASE)\n"))
    }
}
