import Foundation
import SherpaCore
import Testing

@Suite("Reserved names: what a hand-in may not declare or import")
struct ReservedNamesTests {
    let suite = """
        import Foundation
        import Observation
        import Testing
        @testable import BookBrowser

        struct Fixture { static let book = Book(id: 1) }

        @Test(.receipted) func loads() async {
            let model = BookListViewModel(repository: FakeRepository())
            withObservationTracking { _ = model.books } onChange: { }
            #expect(model.books.isEmpty)
            Issue.record("never")
        }
        """
    let reference = ["struct Book { let id: Int }\nfinal class BookListViewModel { func load() {} }\nprotocol BookRepository {}\nstruct FakeRepository: BookRepository {}\n"]

    func offences(_ text: String) -> [ReservedNames.Offence] {
        ReservedNames(suite: [suite], reference: reference, modules: ["BookBrowser"]).offences(in: SourceFile(path: "Exercises/Section8/Hostile.swift", text: text))
    }

    @Test("A file-level type named Testing is refused with a sentence naming the file and the name")
    func testingShadowRefused() throws {
        let found = offences("enum Testing {\n    static func __checkBinaryOperation() {}\n}\n")
        let offence = try #require(found.first)
        #expect(found.count == 1)
        #expect(offence.kind == .declares("Testing") && offence.line == 1)
        #expect(offence.message.contains("Exercises/Section8/Hostile.swift declares `Testing`"))
    }

    @Test("Every module the suite and its macro expansions name is reserved, backticked or not")
    func moduleNamesReserved() {
        for module in ["Foundation", "Observation", "SwiftUI", "Swift"] {
            #expect(offences("public struct `\(module)` {}\n").map(\.kind) == [.declares(module)], "\(module)")
        }
    }

    @Test("A file-level function named like a system function the suite calls unqualified is refused")
    func systemFunctionShadowRefused() {
        let found = offences("func withObservationTracking<T>(_ apply: () -> T, onChange: @escaping () -> Void) -> T { onChange(); return apply() }\n")
        #expect(found.map(\.kind) == [.declares("withObservationTracking")])
    }

    @Test("import Testing in an app module is refused, in every spelling")
    func testingImportRefused() {
        for line in ["import Testing", "@testable import Testing", "import struct Testing.Test", "#if canImport(Testing)\nimport Testing\n#endif"] {
            #expect(offences(line + "\n").map(\.kind) == [.importsTesting], "\(line)")
        }
    }

    @Test("A type named like the section's own module stays free: reaching it costs only its author")
    func ownModuleNameAllowed() {
        #expect(offences("final class BookBrowser {}\n").isEmpty)
    }

    @Test("A file-level name the suite uses only as a local, a parameter or a label stays free")
    func localNamesAllowed() {
        let suite = "import Testing\n@Test func loads() { let state = 1; let books = [state]; #expect(books.count == 1, comment: \"x\") }\n"
        let reserved = ReservedNames(suite: [suite], reference: [], modules: [])
        #expect(!reserved.names.contains("state") && !reserved.names.contains("books") && !reserved.names.contains("comment"))
    }

    @Test("Names the reference declares, names the suite declares for itself, members and nested types stay free")
    func fairNamesAllowed() {
        let text = """
            import Foundation
            struct Book { let id: Int }
            struct Fixture {}
            final class BookListViewModel {
                struct Issue {}
                func load() {}
                func record() {}
            }
            """
        #expect(offences(text).isEmpty)
    }
}
