import Foundation
import Synchronization
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

/// A `swift build` that succeeds at once and remembers its arguments.
private final class RecordingBuild: ProcessRunning, @unchecked Sendable {
    let arguments = Mutex<[[String]]>([])

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        arguments.withLock { $0.append(invocation.arguments) }
        return ProcessOutcome(exitCode: 0)
    }
}

@Suite("What the class build leaves out")
struct ClassBuildFlagsTests {
    @Test("The class build writes no debug information and compiles each module in one whole-module job that keeps per-file objects")
    func noIndexNoDebugInformation() throws {
        let workspace = try ShippedCourse.workspace()
        let section = try ShippedCourse.section("section-1")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-class-flags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let handIn = scratch.appendingPathComponent("ada")
        try FileManager.default.createDirectory(at: handIn, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.url(section.solution), to: handIn.appendingPathComponent("code"))
        let submission = Submission(learner: "ada", layout: .sectionFolder, copy: handIn.appendingPathComponent("code"), notes: [], submittedAt: nil, digest: "ada")
        let process = RecordingBuild()

        _ = try ClassBuild(environment: RunEnvironment(workspace: workspace, processes: process))
            .run(section, folder: scratch.appendingPathComponent("package"), submissions: [submission], schema: nil)

        let build = try #require(process.arguments.withLock { $0 }.first { $0.first == "build" })
        #expect(build.joined(separator: " ").contains("-Xswiftc -gnone"))
        #expect(build.joined(separator: " ").contains("-Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 1 -Xswiftc -no-emit-module-separately-wmo"))
    }
}
