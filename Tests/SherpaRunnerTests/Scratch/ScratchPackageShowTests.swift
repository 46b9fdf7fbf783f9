import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("The package sherpa show builds")
struct ScratchPackageShowTests {
    @Test("The drawing program carries each answer as Base64, so any JSON fits in its source")
    func programCarriesAnswers() {
        let body = Data(#"{"quote": "\"x\" \\ y"}"#.utf8)
        let program = ScratchPackage.showProgram(screen: "ShelfView()", modules: ["Shelf"], settleSeconds: 5, api: ScreenAPI(responses: ["/shelf": body]))

        #expect(program.contains(#""/shelf": "\#(body.base64EncodedString())","#))
        #expect(program.contains("@testable import Shelf"))
        #expect(program.contains("let host = makeHost(ShelfView())"))
    }

    @Test("The package has the learner's modules, the stand-in, the host and the drawing program")
    func manifestAndFiles() throws {
        let workspace = try ShippedCourse.workspace()
        let section = try ShippedCourse.section("8")
        let folder = try TemporaryFolder()
        let package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: workspace.url(section.solution), sourceDisplayPath: section.solution,
            folder: folder.url, includeSuite: false, includeLearnerTests: false
        )

        let files = package.showFiles(section: section, screen: "BookBrowserView()", settleSeconds: 5, api: ScreenAPI(responses: [:]))
        let manifest = String(decoding: try #require(files["Package.swift"]), as: UTF8.self)

        #expect(manifest.contains(#".executableTarget(name: "SherpaShow", dependencies: ["BookBrowser", "SherpaCoreData", "SherpaSwiftUI", "SherpaSwiftUIHeadless"]"#))
        #expect(manifest.contains(#""-module-alias", "SwiftUI=SherpaSwiftUI""#), "the show program sees the stand-in as SwiftUI, on every OS")
        #expect(files.keys.contains("Sources/SherpaShow/main.swift"))
        // The learner's `#Preview`s compile: the stand-in comes with the plugin that expands them.
        #expect(manifest.contains(#".macro(name: "SwiftUIPreviewMacros"),"#))
        #expect(manifest.contains(#".target(name: "SherpaSwiftUI", dependencies: ["SwiftUIPreviewMacros", "SherpaCoreData"]"#))
        #expect(manifest.contains("import CompilerPluginSupport"))
        #expect(files.keys.contains { $0.hasPrefix("Sources/BookBrowser/") })
        #expect(!files.keys.contains { $0.hasPrefix("Tests/") })
    }
}
