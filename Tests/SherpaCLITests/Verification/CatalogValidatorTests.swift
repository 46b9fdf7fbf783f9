import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("Validating the route's data")
struct CatalogValidatorTests {
    @Test("The shipped course's data is valid")
    func shippedCourseIsValid() throws {
        let workspace = try ShippedCourse.workspace()
        #expect(CatalogValidator(workspace: workspace).problems(sections: workspace.readySections) == [])
    }

    @Test("A screen for sherpa show that makes a type the solution does not declare is reported")
    func screenMustNameASolutionType() throws {
        let workspace = try ShippedCourse.workspace()
        var section = try ShippedCourse.section("8")
        section.screen = "BookShelfView()"
        let problems = CatalogValidator(workspace: workspace).problems(sections: [section])
        #expect(problems.contains("section-8: the screen `BookShelfView()` makes a `BookShelfView`, which Solutions/Section8-PracticeProject does not declare."))
    }

    @Test("A screen for sherpa show that is not one initialiser call is reported")
    func screenMustBeOneCall() throws {
        let workspace = try ShippedCourse.workspace()
        var section = try ShippedCourse.section("8")
        section.screen = "BookBrowserView"
        let problems = CatalogValidator(workspace: workspace).problems(sections: [section])
        #expect(problems.contains("section-8: the screen `BookBrowserView` is not one initialiser call such as `BookBrowserView()`."))
    }

    @Test("A section folder that Package.swift does not name is reported")
    func packageManifestMustNameFolders() throws {
        let folder = try TemporaryFolder()
        let real = try ShippedCourse.workspace()
        try folder.write("let sectionFolders = [\"Section1-Monolith\"]\n", to: "Package.swift")
        let workspace = Workspace(root: folder.url, catalog: real.catalog)
        let problems = CatalogValidator(workspace: workspace).problems(sections: real.readySections)
        #expect(problems.contains("section-2: Package.swift does not name Exercises/Section2-ViewModel, so Xcode would not show it; add it to the section folders there."))
        #expect(!problems.contains { $0.hasPrefix("section-1: Package.swift") })
    }

    @Test("A mutant that cannot join the schema is reported by the data check")
    func badMutantIsReported() throws {
        let folder = try TemporaryFolder()
        let real = try ShippedCourse.workspace()
        let section = try ShippedCourse.section("8")
        let spec = try #require(section.learnerTests)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Solutions"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: real.url(section.solution), to: folder.url.appendingPathComponent(section.solution))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sherpa/mutants"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: real.url(spec.mutants), to: folder.url.appendingPathComponent(spec.mutants))
        let catalog = try MutantCatalog.load(folder: real.url(spec.mutants))
        let first = try #require(catalog.mutants.first)
        let file = folder.url.appendingPathComponent("\(spec.mutants)/\(first.id)/\(first.replaces)")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "final class", with: "class").write(to: file, atomically: true, encoding: .utf8)
        let problems = CatalogValidator(workspace: Workspace(root: folder.url, catalog: real.catalog)).problems(sections: [section])
        #expect(problems.contains("section-8: " + MutantSchemaError.changesOutsideBodies(mutant: first.id, file: first.replaces).localizedDescription))
    }

    @Test("A list of Apple's SwiftUI names with a name that is not an identifier is reported by verify")
    func swiftUIAPIListIsValidated() throws {
        let folder = try TemporaryFolder()
        let real = try ShippedCourse.workspace()
        try folder.write(#"{"formatVersion": 1, "version": "1", "about": "", "types": ["Gauge"], "members": ["on tap"], "functions": []}"#, to: SwiftUIAPI.path)
        let workspace = Workspace(root: folder.url, catalog: real.catalog)
        let problems = CatalogValidator(workspace: workspace).problems(sections: [])
        #expect(problems.contains("sherpa/swiftui-api.json: `on tap` in \"members\" is not a Swift identifier."))
    }
}
