import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// ARCHITECTURE.md names types in backquotes; each must still be declared in Sources/ (or, for the
/// page's own test, in Tests/).
@Suite("The architecture page")
struct ArchitectureDocumentTests {
    @Test("Every type ARCHITECTURE.md names in backquotes is still declared")
    func namedTypesExist() throws {
        let root = SherpaProcess.repositoryRoot
        let page = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"`([A-Z][A-Za-z0-9]+)(?!\.swift)(?:\.[a-zA-Z(:)]+)?`"#)
        let names = Set(regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap { match in
            Range(match.range(at: 1), in: page).map { String(page[$0]) }
        })
        #expect(names.count > 20)
        var declared = ""
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift", !url.path.contains("/Fixtures/") { declared += try String(contentsOf: url, encoding: .utf8) }
            }
        }
        for name in names.sorted() {
            let pattern = #"(struct|enum|class|protocol|actor|typealias)\s+"# + name + #"\b"#
            #expect(declared.range(of: pattern, options: .regularExpression) != nil, "ARCHITECTURE.md names `\(name)`, which is no longer declared")
        }
    }
}
