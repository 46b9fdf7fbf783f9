import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("The prebuilt SwiftUI stand-in")
struct PrebuiltStandInTests {
    let folder: TemporaryFolder
    let workspace: Workspace

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("open class NSManagedObject {}\n", to: "Sources/CoreDataStandIn/NSManagedObject.swift")
        try folder.write("import CoreData\npublic protocol View {}\n", to: "Sources/SwiftUIStandIn/View.swift")
        try folder.write("import SwiftUI\npublic struct HeadlessHost {}\n", to: "Sources/SwiftUIHeadless/HeadlessHost.swift")
        try folder.write("import Foundation\n", to: "Sources/SwiftUIPreviewMacros/main.swift")
        workspace = Workspace(root: folder.url, catalog: try ShippedCourse.workspace().catalog)
    }

    /// Writes a stamp and outputs of the sizes it records into `name`, as a finished build would.
    private func finishedFolder(_ name: String) throws -> URL {
        let output = folder.url.appendingPathComponent(name)
        var sizes: [String: Int] = [:]
        for file in PrebuiltStandIn.expectedOutputs {
            try folder.write(String(repeating: "x", count: 10), to: "\(name)/\(file)")
            sizes[file] = 10
        }
        try JSONEncoder().encode(PrebuiltStandIn.Stamp(sizes: sizes)).write(to: output.appendingPathComponent(PrebuiltStandIn.stampName))
        return output
    }

    @Test("A folder without a stamp is missing")
    func noStampIsMissing() throws {
        try folder.write("half", to: "half/SherpaSwiftUI-objects.o")
        #expect(PrebuiltStandIn.state(of: folder.url.appendingPathComponent("half")) == .missing)
    }

    @Test("A stamped folder whose outputs all have the recorded sizes is ready")
    func stampedFolderIsReady() throws {
        #expect(PrebuiltStandIn.state(of: try finishedFolder("done")) == .ready)
    }

    @Test("An output whose size differs from the stamp makes the folder damaged")
    func truncatedOutputIsDamaged() throws {
        let done = try finishedFolder("done")
        try folder.write("x", to: "done/\(PrebuiltStandIn.objectName("SherpaSwiftUI"))")
        #expect(PrebuiltStandIn.state(of: done) == .damaged)
    }

    @Test("A missing output makes the folder damaged")
    func missingOutputIsDamaged() throws {
        let done = try finishedFolder("done")
        try FileManager.default.removeItem(at: done.appendingPathComponent("SherpaSwiftUIHeadless.swiftmodule"))
        #expect(PrebuiltStandIn.state(of: done) == .damaged)
    }

    @Test("A stamp that cannot be read makes the folder damaged")
    func unreadableStampIsDamaged() throws {
        let done = try finishedFolder("done")
        try folder.write("{ not json", to: "done/\(PrebuiltStandIn.stampName)")
        #expect(PrebuiltStandIn.state(of: done) == .damaged)
    }

    @Test("The folder's key changes with the toolchain and with any source byte, and only then")
    func keyFollowsToolchainAndSources() throws {
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: FakeCompiler()))
        let first = try PrebuiltStandIn.key(sources: standIn.sources(), toolchain: "Swift version 6.3.1")
        #expect(try PrebuiltStandIn.key(sources: standIn.sources(), toolchain: "Swift version 6.3.1") == first)
        #expect(try PrebuiltStandIn.key(sources: standIn.sources(), toolchain: "Swift version 6.3.2") != first)
        try folder.write("import CoreData\npublic protocol View { }\n", to: "Sources/SwiftUIStandIn/View.swift")
        #expect(try PrebuiltStandIn.key(sources: standIn.sources(), toolchain: "Swift version 6.3.1") != first)
    }

    @Test("The Core Data stand-in is prebuilt, linked and imported as CoreData beside the SwiftUI stand-in")
    func coreDataIsPartOfThePrebuiltSet() throws {
        let folder = URL(fileURLWithPath: "/prebuilt/key", isDirectory: true)
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: FakeCompiler()))
        #expect(try standIn.sources().keys.contains("SherpaCoreData/NSManagedObject.swift"))
        #expect(PrebuiltStandIn.expectedOutputs.contains("SherpaCoreData.swiftmodule"))
        #expect(PrebuiltStandIn.linkInputs(folder).contains("/prebuilt/key/\(PrebuiltStandIn.objectName("SherpaCoreData"))"))
        #expect(StandIn.aliasFlags.starts(with: ["-module-alias", "CoreData=SherpaCoreData"]), "SwiftUI, which imports it, comes after it")
    }

    @Test("The #Preview plugin is compiled beside the modules, and importing them loads it")
    func pluginIsBuiltAndLoaded() {
        let folder = URL(fileURLWithPath: "/prebuilt/key", isDirectory: true)
        #expect(PrebuiltStandIn.expectedOutputs.contains("SwiftUIPreviewMacros"))
        #expect(PrebuiltStandIn.importFlags(folder) == [
            "-I", "/prebuilt/key", "-load-plugin-executable", "/prebuilt/key/SwiftUIPreviewMacros#SwiftUIPreviewMacros",
        ])
    }

    @Test("A build that links late gets the modules at once; the folder is ready, for a check too, once the objects are written")
    func lateObjectsFinishTheFolder() throws {
        let compiler = FakeCompiler()
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: compiler))
        let (linkage, objects) = standIn.prepareLinkingLate()
        guard case .prebuilt(let built) = linkage else {
            Issue.record("the stand-in was not prebuilt")
            return
        }
        #expect(FileManager.default.fileExists(atPath: built.appendingPathComponent("SherpaSwiftUI.swiftmodule").path))
        #expect(objects.wait())
        #expect(objects.isFinished)
        #expect(PrebuiltStandIn.state(of: built) == .ready)
        // Each module twice (interface, then object), the plugin once; a check afterwards compiles nothing.
        #expect(compiler.compiles.sorted() == [
            "SherpaCoreData", "SherpaCoreData", "SherpaSwiftUI", "SherpaSwiftUI", "SherpaSwiftUIHeadless", "SherpaSwiftUIHeadless", "SwiftUIPreviewMacros",
        ])
        #expect(standIn.prepare() == .prebuilt(built))
        #expect(compiler.compiles.count == 7)
        // The early objects compiled in a folder of their own while the interfaces did; nothing of it is left beside the stand-in.
        let beside = try FileManager.default.contentsOfDirectory(atPath: built.deletingLastPathComponent().path)
        #expect(!beside.contains { $0.hasSuffix(".first-object") || $0.hasSuffix(".partial") }, "\(beside)")
    }

    @Test("When the objects do not compile, the late objects say so and the folder is never ready")
    func lateObjectsThatFail() throws {
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: FakeCompiler(failingObjects: true)))
        let (linkage, objects) = standIn.prepareLinkingLate()
        guard case .prebuilt(let built) = linkage else {
            Issue.record("the interfaces compiled, so the modules should be in place")
            return
        }
        #expect(!objects.wait())
        #expect(PrebuiltStandIn.state(of: built) == .missing)
        let beside = try FileManager.default.contentsOfDirectory(atPath: built.deletingLastPathComponent().path)
        #expect(!beside.contains { $0.hasSuffix(".first-object") }, "\(beside)")
    }

    @Test("The first preparation compiles each module once; the next finds the folder ready and compiles nothing")
    func secondPreparationReuses() throws {
        let compiler = FakeCompiler()
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: compiler))
        guard case .prebuilt(let built) = standIn.prepare() else {
            Issue.record("the stand-in was not prebuilt")
            return
        }
        // The plugin compiles beside the modules, so only the modules' order is fixed.
        #expect(compiler.compiles.sorted() == ["SherpaCoreData", "SherpaSwiftUI", "SherpaSwiftUIHeadless", "SwiftUIPreviewMacros"])
        #expect(compiler.compiles.filter { $0 != "SwiftUIPreviewMacros" } == ["SherpaCoreData", "SherpaSwiftUI", "SherpaSwiftUIHeadless"])
        #expect(PrebuiltStandIn.state(of: built) == .ready)
        #expect(standIn.prepare() == .prebuilt(built))
        #expect(compiler.compiles.count == 4)
    }

    @Test("The toolchain is asked for its version once; later preparations use the remembered answer")
    func versionIsRemembered() throws {
        let compiler = FakeCompiler()
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: compiler))
        _ = standIn.prepare()
        _ = standIn.prepare()
        #expect(compiler.versionQuestions == 1)
    }

    @Test("An executable's fingerprint names the file its links lead to and changes when the file does")
    func fingerprintFollowsTheExecutable() throws {
        try folder.write("#!/bin/sh\n", to: "bin/real-swift")
        let real = folder.url.appendingPathComponent("bin/real-swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: real.path)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("bin/swift"), withDestinationURL: real)
        let before = try #require(PrebuiltStandIn.fingerprint(of: "swift", searchPath: folder.url.appendingPathComponent("bin").path))
        #expect(before.hasPrefix(real.resolvingSymlinksInPath().path + " "))
        try folder.write("#!/bin/sh\n# another toolchain\n", to: "bin/real-swift")
        #expect(PrebuiltStandIn.fingerprint(of: "swift", searchPath: folder.url.appendingPathComponent("bin").path) != before)
        #expect(PrebuiltStandIn.fingerprint(of: "no-such-swift", searchPath: folder.url.appendingPathComponent("bin").path) == nil)
    }

    @Test("A damaged folder is compiled again rather than used")
    func damagedFolderIsRebuilt() throws {
        let compiler = FakeCompiler()
        let standIn = PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: compiler))
        guard case .prebuilt(let built) = standIn.prepare() else {
            Issue.record("the stand-in was not prebuilt")
            return
        }
        try Data("cut".utf8).write(to: built.appendingPathComponent(PrebuiltStandIn.objectName("SherpaSwiftUI")))
        #expect(standIn.prepare() == .prebuilt(built))
        #expect(compiler.compiles.count == 8)
        #expect(PrebuiltStandIn.state(of: built) == .ready)
    }

    @Test("A stand-in that does not compile leaves the scratch package compiling it from source")
    func failedCompileFallsBackToSources() throws {
        let compiler = FakeCompiler(failing: "SherpaSwiftUIHeadless")
        #expect(PrebuiltStandIn(environment: RunEnvironment(workspace: workspace, processes: compiler)).prepare() == .sources)
        let ready = try FileManager.default.contentsOfDirectory(at: workspace.prebuiltFolder, includingPropertiesForKeys: nil)
            .filter { PrebuiltStandIn.state(of: $0) == .ready }
        #expect(ready.isEmpty)
    }

    @Test("With the prebuilt stand-in the package holds no stand-in source and its manifest imports and links the prebuilt modules")
    func packageUsesPrebuiltModules() throws {
        let real = try ShippedCourse.workspace()
        let section = try real.section(named: "3")
        let prebuilt = folder.url.appendingPathComponent("prebuilt-modules")
        let package = try ScratchPackage(
            workspace: real, section: section, sourceFolder: real.url(section.solution), sourceDisplayPath: section.solution,
            folder: folder.url.appendingPathComponent("scratch"), standIn: .prebuilt(prebuilt)
        )
        #expect(!package.files.keys.contains { key in
            ["SherpaCoreData", "SherpaSwiftUI", "SherpaSwiftUIHeadless", "SwiftUIPreviewMacros"].contains { key.hasPrefix("Sources/\($0)/") }
        })
        #expect(!package.manifest.contains(".target(name: \"SherpaSwiftUI\""))
        #expect(package.manifest.contains("\"-I\", \"\(prebuilt.path)\""))
        for input in PrebuiltStandIn.linkInputs(prebuilt) {
            #expect(package.manifest.components(separatedBy: "\"\(input)\"").count == 2, "each object is linked exactly once")
        }
        #expect(package.moduleSearchFlags == ["-I", prebuilt.path] + PrebuiltStandIn.pluginFlags(prebuilt) + StandIn.aliasFlags)
    }
}

/// Answers `swift --version` and "compiles" by writing the files a compile names, recording each module.
private final class FakeCompiler: ProcessRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var modules: [String] = []
    let failing: String?
    /// Every compile that writes an object fails (the interfaces still compile).
    let failingObjects: Bool

    init(failing: String? = nil, failingObjects: Bool = false) {
        self.failing = failing
        self.failingObjects = failingObjects
    }

    private var versions = 0
    var compiles: [String] { lock.withLock { modules } }
    var versionQuestions: Int { lock.withLock { versions } }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        let arguments = invocation.arguments
        if arguments == ["--version"] {
            lock.withLock { versions += 1 }
            return ProcessOutcome(exitCode: 0, stdout: "Swift version fake\n")
        }
        guard let name = arguments.firstIndex(of: "-module-name").map({ arguments[$0 + 1] }) else {
            return ProcessOutcome(exitCode: 1, stderr: "unexpected command")
        }
        lock.withLock { modules.append(name) }
        if name == failing || (failingObjects && arguments.contains("-c")) {
            return ProcessOutcome(exitCode: 1, stderr: "error: the fake stand-in does not compile\n")
        }
        for flag in ["-o", "-emit-module-path"] {
            guard let path = arguments.firstIndex(of: flag).map({ arguments[$0 + 1] }) else { continue }
            try Data("compiled \(name)".utf8).write(to: URL(fileURLWithPath: path))
        }
        return ProcessOutcome(exitCode: 0)
    }
}
