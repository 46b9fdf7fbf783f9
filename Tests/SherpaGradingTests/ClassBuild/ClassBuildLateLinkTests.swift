import Foundation
import Synchronization
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

/// A compiler whose stand-in objects are written only once the first class build has run, and
/// whose first class build fails as a link without them would.
private final class LateObjectsCompiler: ProcessRunning, @unchecked Sendable {
    let builds = Mutex<Int>(0)
    let firstBuildRan = DispatchSemaphore(value: 0)

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let arguments = invocation.arguments
        if arguments == ["--version"] { return ProcessOutcome(exitCode: 0, stdout: "Swift version fake\n") }
        if arguments.first == "build" {
            let count = builds.withLock { value -> Int in
                value += 1
                return value
            }
            guard count == 1 else { return ProcessOutcome(exitCode: 0) }
            firstBuildRan.signal()
            return ProcessOutcome(exitCode: 1, stderr: "error: link command failed: SherpaSwiftUI-objects.o: No such file or directory\n")
        }
        // An object compile waits for the first class build (bounded, so a regression fails instead of hanging).
        if arguments.contains("-c") {
            _ = firstBuildRan.wait(timeout: .now() + 60)
            firstBuildRan.signal()
        }
        for flag in ["-o", "-emit-module-path"] {
            guard let path = arguments.firstIndex(of: flag).map({ arguments[$0 + 1] }) else { continue }
            try Data("compiled".utf8).write(to: URL(fileURLWithPath: path))
        }
        return ProcessOutcome(exitCode: 0)
    }
}

@Suite("The class build and the stand-in's objects compiling beside it")
struct ClassBuildLateLinkTests {
    @Test("A class build that fails while the stand-in's objects are still compiling is built again once they are written")
    func buildsAgainOnceTheObjectsAreThere() throws {
        let shipped = try ShippedCourse.workspace()
        let section = try ShippedCourse.section("section-1")
        let root = try TemporaryFolder()
        // A course of its own, so the fake compiler's stand-in folder is nobody else's.
        // The reference too: the names a hand-in may not declare are read from it and the suite.
        for folder in ["Sources/CoreDataStandIn", "Sources/SwiftUIStandIn", "Sources/SwiftUIHeadless", "Sources/SwiftUIPreviewMacros", "sherpa/suites", section.solution] {
            try FileManager.default.createDirectory(at: root.url.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: shipped.url(folder), to: root.url.appendingPathComponent(folder))
        }
        let workspace = Workspace(root: root.url, catalog: shipped.catalog)
        let copy = root.url.appendingPathComponent("hand-ins/ada/code")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: shipped.url(section.solution), to: copy)
        let submission = Submission(learner: "ada", layout: .sectionFolder, copy: copy, notes: [], submittedAt: nil, digest: "ada")
        let compiler = LateObjectsCompiler()

        let result = try ClassBuild(environment: RunEnvironment(workspace: workspace, processes: compiler))
            .run(section, folder: root.url.appendingPathComponent("package"), submissions: [submission], schema: nil)

        #expect(compiler.builds.withLock { $0 } == 2)
        guard case .built? = result.outcomes["ada"] else {
            Issue.record("ada should be built, not \(String(describing: result.outcomes["ada"]))")
            return
        }
        guard case .prebuilt(let folder) = result.package.standIn else {
            Issue.record("the class should link the prebuilt stand-in")
            return
        }
        #expect(PrebuiltStandIn.state(of: folder) == .ready)
    }
}
