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
        let manager = FileManager.default
        for part in ["sherpa", "guide", "Sources/SwiftUIStandIn", "Sources/SwiftUIHeadless", "Sources/SwiftUIPreviewMacros", exercise, solution] {
            let destination = course.appendingPathComponent(part)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: SherpaProcess.repositoryRoot.appendingPathComponent(part), to: destination)
        }
        try await addPrebuiltStandIn(to: course)
        return course
    }

    /// Copies the stand-in this toolchain already prebuilt into `course`, whose own copy of the
    /// stand-in's sources then needs no compiling: each prebuild costs a minute of a core.
    static func addPrebuiltStandIn(to course: URL) async throws {
        let prebuilt = try await GuideCodeTests.prebuiltStandIn()
        let copy = try Workspace.locate(from: course).prebuiltFolder.appendingPathComponent(prebuilt.lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: prebuilt, to: copy)
    }
}
