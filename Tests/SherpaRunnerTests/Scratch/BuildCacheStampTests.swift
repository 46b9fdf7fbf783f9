import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Whose build caches .build/sherpa holds")
struct BuildCacheStampTests {
    let folder: TemporaryFolder
    let catalog: RouteCatalog

    init() throws {
        folder = try TemporaryFolder()
        catalog = try ShippedCourse.workspace().catalog
    }

    /// The run environment of a course at `root`; nothing is started, the stamp reads only files.
    private func environment(_ root: URL, swift: String = "swift") -> RunEnvironment {
        RunEnvironment(workspace: Workspace(root: root, catalog: catalog), processes: NothingRuns(), swift: swift)
    }

    /// A course at `name` whose caches are stamped and hold a scratch package's build and a prebuilt module.
    private func stampedCourse(_ name: String) throws -> URL {
        let root = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try BuildCacheStamp.claim(environment(root))
        try folder.write("built", to: "\(name)/.build/sherpa/section-2-starter/.build/debug/Counter.swiftmodule")
        try folder.write("built", to: "\(name)/.build/sherpa/prebuilt/key/SherpaSwiftUI.swiftmodule")
        return root
    }

    private func cacheEntries(_ root: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".build/sherpa").path))
    }

    @Test("The same checkout with the same swift keeps its caches and has nothing to say")
    func sameCheckoutKeepsCaches() throws {
        let course = try stampedCourse("course")
        #expect(try BuildCacheStamp.claim(environment(course)) == nil)
        #expect(try cacheEntries(course).isSuperset(of: ["section-2-starter", "prebuilt"]))
    }

    @Test("A moved checkout empties .build/sherpa but for its stamp and lock, and names where it was")
    func movedCheckoutEmptiesCaches() throws {
        let course = try stampedCourse("course")
        let moved = folder.url.appendingPathComponent("course2")
        try FileManager.default.moveItem(at: course, to: moved)
        let change = try BuildCacheStamp.claim(environment(moved))
        #expect(change == .moved(from: course.resolvingSymlinksInPath().path))
        #expect(try cacheEntries(moved) == [BuildCacheStamp.fileName, BuildCacheStamp.lockName])
        #expect(try BuildCacheStamp.claim(environment(moved)) == nil, "the new place is stamped, so the next check keeps what it builds")
    }

    @Test("A copied checkout empties its own caches and names the original, which keeps its caches")
    func copiedCheckoutNamesOriginal() throws {
        let course = try stampedCourse("course")
        let copy = folder.url.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: course, to: copy)
        #expect(try BuildCacheStamp.claim(environment(copy)) == .copied(from: course.resolvingSymlinksInPath().path))
        #expect(try cacheEntries(copy) == [BuildCacheStamp.fileName, BuildCacheStamp.lockName])
        #expect(try cacheEntries(course).contains("prebuilt"))
    }

    @Test("Another swift empties the caches")
    func otherToolchainEmptiesCaches() throws {
        let course = try stampedCourse("course")
        let other = folder.url.appendingPathComponent("other-toolchain/swift")
        try folder.write("#!/bin/sh\n", to: "other-toolchain/swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: other.path)
        #expect(try BuildCacheStamp.claim(environment(course, swift: other.path)) == .toolchain)
        #expect(try cacheEntries(course) == [BuildCacheStamp.fileName, BuildCacheStamp.lockName])
    }

    @Test("Caches without a stamp are kept as they are and stamped")
    func unstampedCachesAreAdopted() throws {
        let course = folder.url.appendingPathComponent("course")
        try folder.write("built", to: "course/.build/sherpa/prebuilt/key/SherpaSwiftUI.swiftmodule")
        #expect(try BuildCacheStamp.claim(environment(course)) == nil)
        #expect(try cacheEntries(course) == ["prebuilt", BuildCacheStamp.fileName, BuildCacheStamp.lockName])
        #expect(try BuildCacheStamp.claim(environment(course)) == nil)
    }

    @Test("The moved note names the old place in one line")
    func noteNamesOldPlace() {
        #expect(BuildCacheStamp.Change.moved(from: "/home/ada/course").note == "The course moved from /home/ada/course; sherpa's build caches were rebuilt.")
    }
}
