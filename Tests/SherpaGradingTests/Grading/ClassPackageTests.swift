import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("The class package's manifest and files")
struct ClassPackageTests {
    let workspace: Workspace
    let section: CatalogSection
    let folder: TemporaryFolder

    init() throws {
        workspace = try ShippedCourse.workspace()
        section = try ShippedCourse.section("3")
        folder = try TemporaryFolder()
        for learner in ["ada", "gil"] {
            try folder.write("import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n#Preview {\n    Row()\n}\n", to: "\(learner)/Row.swift")
            try folder.write("struct Book {}\n", to: "\(learner)/Book.swift")
        }
    }

    private func package(standIn: StandInLinkage = .sources) throws -> ClassPackage {
        let members = ["ada", "gil"].map { learner in
            var member = ClassPackage.Member(key: ClassPackage.key(for: learner), folder: folder.url.appendingPathComponent(learner), suite: true, ownTests: false, mutationTests: false)
            member.viewsSetAside = learner == "gil"
            return member
        }
        return try ClassPackage(workspace: workspace, section: section, folder: folder.url.appendingPathComponent("package"), members: members, schema: nil, standIn: standIn)
    }

    @Test("Every target sees the stand-in, built as SherpaSwiftUI, through the SwiftUI alias")
    func standInIsAliased() throws {
        let manifest = try package().manifest
        let targets = manifest.split(separator: "\n").filter { $0.contains(".target(") || $0.contains(".testTarget(") }
        #expect(targets.contains { $0.contains("(name: \"SherpaSwiftUI\"") })
        #expect(targets.allSatisfy { $0.contains(#""-module-alias", "SwiftUI=SherpaSwiftUI""#) }, "\(targets)")
    }

    @Test("Previews are set aside for everyone, and a learner with a gap has their view files set aside too")
    func learnerFilesAsBuilt() throws {
        let package = try package()
        let ada = try #require(package.files["Sources/\(ClassPackage.moduleName("BookBrowser", key: ClassPackage.key(for: "ada")))/Row.swift"])
        let gil = try #require(package.files["Sources/\(ClassPackage.moduleName("BookBrowser", key: ClassPackage.key(for: "gil")))/Row.swift"])
        #expect(String(decoding: ada, as: UTF8.self) == "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n\n\n\n")
        #expect(String(decoding: gil, as: UTF8.self) == "\n\n\n\n\n")
    }

    @Test("With the machine's prebuilt stand-in, the class compiles none of it and links its objects through one target")
    func prebuiltStandInIsLinkedOnce() throws {
        let prebuilt = folder.url.appendingPathComponent("prebuilt")
        let package = try package(standIn: .prebuilt(prebuilt))
        let targets = package.manifest.split(separator: "\n").filter { $0.contains(".target(") || $0.contains(".testTarget(") || $0.contains(".macro(") }
        #expect(!targets.contains { $0.contains("(name: \"SherpaSwiftUI\"") || $0.contains(".macro(") })
        #expect(!package.files.keys.contains { $0.hasPrefix("Sources/SherpaSwiftUI/") })
        let objects = targets.filter { $0.contains(prebuilt.appendingPathComponent("SherpaSwiftUI-objects.o").path) }
        #expect(objects.count == 1 && objects[0].contains("(name: \"\(ClassPackage.standInObjectsTarget)\""), "\(targets)")
        let learnerModules = targets.filter { $0.contains(".target(name: \"BookBrowser_") }
        #expect(learnerModules.count == 2)
        #expect(learnerModules.allSatisfy { $0.contains("dependencies: [\"\(ClassPackage.standInObjectsTarget)\"]") && $0.contains(#""-I", "\#(prebuilt.path)""#) }, "\(learnerModules)")
        #expect(package.aliasFlags(key: ClassPackage.key(for: "ada")).contains(prebuilt.path))
    }

    @Test("A compiler message names the learner's modules as their own check would")
    func messagesUseTheSectionsModuleNames() throws {
        let key = ClassPackage.key(for: "ada")
        let error = CompilerDiagnostics.Diagnostic(
            path: "/tmp/x.swift", line: 3, column: 5, severity: .error,
            message: "cannot call value of non-function type 'module<\(ClassPackage.moduleName("BookBrowser", key: key))>'"
        )
        #expect(try package().asLearnerSees(error, key: key).message == "cannot call value of non-function type 'module<BookBrowser>'")
    }
}
