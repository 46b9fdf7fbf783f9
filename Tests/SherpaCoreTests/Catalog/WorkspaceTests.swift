import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Finding sections")
struct WorkspaceTests {
    func workspace() throws -> Workspace {
        try Workspace.locate(from: SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/CounterCourse/Exercises"))
    }

    @Test("The catalog is found from a subfolder")
    func locatesFromSubfolder() throws {
        #expect(try workspace().catalog.route == "counter-course")
    }

    @Test("A section is found by number, id or slug", arguments: ["2", "section-2", "fails", "FAILS"])
    func resolvesNames(name: String) throws {
        #expect(try workspace().section(named: name).id == "section-2")
    }

    @Test("An unknown name is a catalog error that lists the slugs")
    func unknownName() throws {
        #expect(throws: CatalogError.self) { try workspace().section(named: "nine") }
    }

    @Test("A catalog of another format version is refused with its version named")
    func otherFormatVersion() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"formatVersion": 9}"#, to: "sherpa/catalog.json")
        #expect(throws: CatalogError.unsupportedFormat(path: folder.url.appendingPathComponent("sherpa/catalog.json").path, found: 9)) {
            try Workspace.locate(from: folder.url)
        }
    }
}
