import Foundation
import SherpaCore
import SherpaTestSupport

/// A private copy of the parts of the repository `sherpa check` reads for one section: the route's
/// data, the guide, the stand-in, and the section's starter and solution (the reference tells the
/// learner's own names from those the suite takes elsewhere). The stand-in this toolchain already
/// prebuilt is copied in, so a check in the copy does not compile it again.
enum CourseCopy {
    static func make(named name: String, exercise: String, solution: String) async throws -> URL {
        let course = TestScratch.root.appendingPathComponent("sherpa-\(name)-\(UUID().uuidString)")
        try copy(["sherpa", "guide", exercise, solution], into: course)
        try await addStandIn(to: course)
        return course
    }

    /// Copies each of `parts` (paths in the repository) to the same path in `course`.
    static func copy(_ parts: [String], into course: URL) throws {
        for part in parts {
            let destination = course.appendingPathComponent(part)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: SherpaProcess.repositoryRoot.appendingPathComponent(part), to: destination)
        }
    }

    /// Copies the stand-in's sources into `course`, with the modules this toolchain already prebuilt
    /// from them, so a check in the copy does not compile them again: each prebuild costs a minute
    /// of a core.
    static func addStandIn(to course: URL) async throws {
        try copy(["Sources/CoreDataStandIn", "Sources/SwiftUIStandIn", "Sources/SwiftUIHeadless", "Sources/SwiftUIPreviewMacros"], into: course)
        let prebuilt = try await GuideCodeTests.prebuiltStandIn()
        let copy = try Workspace.locate(from: course).prebuiltFolder.appendingPathComponent(prebuilt.lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: prebuilt, to: copy)
    }
}
