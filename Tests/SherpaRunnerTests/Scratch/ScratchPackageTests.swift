import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Laying out the scratch package")
struct ScratchPackageTests {
    let workspace: Workspace
    let section: CatalogSection
    let folder: TemporaryFolder

    init() throws {
        workspace = try ShippedCourse.workspace()
        section = try ShippedCourse.section("7")
        folder = try TemporaryFolder()
        try folder.write("struct App {}", to: "learner/App.swift")
        try folder.write("public struct Book {}", to: "learner/BookFeature/Book.swift")
    }

    func package() throws -> ScratchPackage {
        try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: folder.url.appendingPathComponent("learner"),
            sourceDisplayPath: "Exercises/Section7-Organisation", folder: folder.url.appendingPathComponent("scratch")
        )
    }

    @Test("Each learner file lands in its module and maps back to the learner's own path")
    func filesLandInTheirModules() throws {
        let package = try package()
        #expect(package.files["Sources/BookBrowser/App.swift"] != nil)
        #expect(package.files["Sources/BookFeature/Book.swift"] != nil)
        #expect(package.files["Sources/BookBrowser/BookFeature/Book.swift"] == nil)
        let compilerPath = package.folder.appendingPathComponent("Sources/BookFeature/Book.swift").path
        #expect(package.displayPath(forCompilerPath: compilerPath) == "Exercises/Section7-Organisation/BookFeature/Book.swift")
        #expect(package.isSuitePath(package.folder.appendingPathComponent("Tests/HiddenSuite/section-7/X.swift").path))
    }

    @Test("On every OS the stand-in is built as SherpaSwiftUI, and every target sees it as SwiftUI through module aliases")
    func standInIsAliased() throws {
        let package = try package()
        #expect(package.files.keys.contains { $0.hasPrefix("Sources/SherpaSwiftUI/") })
        #expect(package.files.keys.contains { $0.hasPrefix("Sources/SherpaSwiftUIHeadless/") })
        #expect(!package.files.keys.contains { $0.hasPrefix("Sources/SwiftUI/") })
        let alias = #"["-module-alias", "CoreData=SherpaCoreData", "-module-alias", "SwiftUI=SherpaSwiftUI", "-module-alias", "SwiftUIHeadless=SherpaSwiftUIHeadless"]"#
        for target in ["SherpaCoreData", "SherpaSwiftUI", "SherpaSwiftUIHeadless", "BookFeature", "BookBrowser", ScratchPackage.suiteTarget] {
            let declaration = try #require(package.manifest.split(separator: "\n").first { $0.contains("(name: \"\(target)\"") })
            #expect(declaration.contains(alias), "\(declaration)")
        }
        #expect(package.isStandInPath(package.folder.appendingPathComponent("Sources/SherpaSwiftUI/View.swift").path))
    }

    @Test("A learner's #Preview is set aside in the package, keeping the file's lines")
    func previewsSetAside() throws {
        try folder.write("import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n#Preview {\n    Row()\n}\n", to: "learner/Row.swift")
        let text = String(decoding: try #require(try package().contents()["Sources/BookBrowser/Row.swift"]), as: UTF8.self)
        #expect(text == "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n\n\n\n")
    }

    @Test("With the views set aside, view files and the suite's files that draw views become empty lines; the rest stays")
    func viewsSetAside() throws {
        try folder.write("import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n", to: "learner/Row.swift")
        let package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: folder.url.appendingPathComponent("learner"),
            sourceDisplayPath: "Exercises/Section7-Organisation", folder: folder.url.appendingPathComponent("aside"), viewsSetAside: true
        )
        let contents = package.contents()
        #expect(contents["Sources/BookBrowser/Row.swift"] == Data("\n\n".utf8))
        #expect(contents["Sources/BookBrowser/App.swift"] == Data("struct App {}".utf8))
        #expect(ScratchPackage.setAside("import SwiftUIHeadless\nlet x = 1\n", isSuite: true, viewsSetAside: true) == "\n\n")
        #expect(ScratchPackage.setAside("import SwiftUI\nlet path = NavigationPath()\n", isSuite: true, viewsSetAside: true) == "import SwiftUI\nlet path = NavigationPath()\n")
    }

    @Test("A second sync writes nothing when nothing changed, and only the edited file after an edit")
    func syncIsIncremental() throws {
        #expect(try package().sync() > 0)
        #expect(try package().sync() == 0)
        try folder.write("struct App { var title = \"Books\" }", to: "learner/App.swift")
        #expect(try package().sync() == 1)
    }

    @Test("An edited file's build products are removed, so the next build compiles it even within the same second")
    func editedFileIsCompiledAgain() throws {
        try package().sync()
        let products = folder.url.appendingPathComponent("scratch/.build/debug/BookBrowser.build")
        try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
        for name in ["App.swift.o", "App.swiftdeps", "Other.swift.o"] {
            try Data().write(to: products.appendingPathComponent(name))
        }
        try folder.write("struct App { var title = \"Shelf\" }", to: "learner/App.swift")
        try package().sync()
        #expect(!FileManager.default.fileExists(atPath: products.appendingPathComponent("App.swift.o").path))
        #expect(!FileManager.default.fileExists(atPath: products.appendingPathComponent("App.swiftdeps").path))
        #expect(FileManager.default.fileExists(atPath: products.appendingPathComponent("Other.swift.o").path))
    }

    @Test("A file the learner deleted is removed from the package")
    func deletedFilesGo() throws {
        try package().sync()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("learner/App.swift"))
        let package = try package()
        try package.sync()
        #expect(!FileManager.default.fileExists(atPath: package.folder.appendingPathComponent("Sources/BookBrowser/App.swift").path))
        // SwiftPM refuses an empty target: the module gets a placeholder instead.
        #expect(FileManager.default.fileExists(atPath: package.folder.appendingPathComponent("Sources/BookBrowser/Placeholder.swift").path))
    }

    @Test("A trap's file ID is rewritten to the learner's path")
    func trapPathsAreTheLearners() throws {
        let message = try package().learnerPaths(inTrapMessage: "BookFeature/Book.swift:3: Fatal error: Index out of range")
        #expect(message == "Exercises/Section7-Organisation/BookFeature/Book.swift:3: Fatal error: Index out of range")
    }
}
