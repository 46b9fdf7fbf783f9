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

    private func package() throws -> ClassPackage {
        let members = ["ada", "gil"].map { learner in
            var member = ClassPackage.Member(key: ClassPackage.key(for: learner), folder: folder.url.appendingPathComponent(learner), suite: true, ownTests: false, mutationTests: false)
            member.viewsSetAside = learner == "gil"
            return member
        }
        return try ClassPackage(workspace: workspace, section: section, folder: folder.url.appendingPathComponent("package"), members: members, schema: nil)
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
}
