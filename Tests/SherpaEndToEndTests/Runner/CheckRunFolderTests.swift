import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// `sherpa check` runs the tests in a folder of their own, and empties it before each run.
@Suite("The run folder of sherpa check")
struct CheckRunFolderTests {
    @Test("The run folder of a second check holds nothing the first check's tests left in it")
    func runFolderStartsEmpty() throws {
        let course = try TemporaryFolder()
        let shipped = try ShippedCourse.workspace()
        let section = try ShippedCourse.section("7")
        try course.write("struct App {}", to: "learner/App.swift")
        try course.write("public struct Book {}", to: "learner/BookFeature/Book.swift")
        let package = try ScratchPackage(
            workspace: shipped, section: section, sourceFolder: course.url.appendingPathComponent("learner"),
            sourceDisplayPath: "Exercises/Section7-Organisation", folder: course.url.appendingPathComponent("section-7-starter")
        )
        // In place of the suite's test binary: it fails when an earlier run's file is still in its
        // folder, and leaves one there.
        let binary = package.folder.appendingPathComponent(".build/debug/\(ScratchPackage.runnerTarget(for: ScratchPackage.suiteTarget))")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\n[ -e left-by-earlier-run ] && exit 3\ntouch left-by-earlier-run\n".write(to: binary, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        let workspace = Workspace(root: course.url.appendingPathComponent("course"), catalog: shipped.catalog)
        let build = ScratchBuild(environment: RunEnvironment(workspace: workspace, processes: SystemProcessRunner()), package: package, section: section)

        let first = try build.runSuite()
        let second = try build.runSuite()
        #expect(first.earlyEnd == nil)
        #expect(second.earlyEnd == nil, "the second run found the first run's file")
    }
}
