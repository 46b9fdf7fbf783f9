import Foundation
import SherpaCore
import SherpaTestSupport

/// A private copy of the parts of the repository `sherpa check` reads for one section: the route's
/// data, the guide, the stand-in, and the section's starter and solution (the reference tells the
/// learner's own names from those the suite takes elsewhere). The stand-in this toolchain already
/// prebuilt is copied in, so a check in the copy does not compile it again.
enum CourseCopy {
    static func make(named name: String, exercise: String, solution: String) throws -> URL {
        let course = TestScratch.root.appendingPathComponent("sherpa-\(name)-\(UUID().uuidString)")
        let manager = FileManager.default
        for part in ["sherpa", "guide", "Sources/SwiftUIStandIn", "Sources/SwiftUIHeadless", "Sources/SwiftUIPreviewMacros", exercise, solution] {
            let destination = course.appendingPathComponent(part)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: SherpaProcess.repositoryRoot.appendingPathComponent(part), to: destination)
        }
        let prebuilt = try GuideCodeTests.standIn.get()
        let copy = try Workspace.locate(from: course).prebuiltFolder.appendingPathComponent(prebuilt.lastPathComponent)
        try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: prebuilt, to: copy)
        return course
    }
}
