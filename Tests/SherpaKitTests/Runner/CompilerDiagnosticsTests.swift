import Foundation
import Testing
import SherpaCore
import SherpaGrading
import SherpaKit
import SherpaRunner

@Suite("Turning compiler output into learner sentences")
struct CompilerDiagnosticsTests {
    let section: CatalogSection

    init() throws {
        let json = #"""
            {"id": "section-2", "number": 2, "slug": "view-model", "state": "ready", "title": "MVVM", "summary": "",
             "starter": "Exercises/Section2-ViewModel", "solution": "Solutions/Section2-ViewModel",
             "guide": "", "notes": "", "quiz": "", "hints": "", "modules": [], "suite": {"path": "", "sha256": ""}, "rules": []}
            """#
        section = try JSONDecoder().decode(CatalogSection.self, from: Data(json.utf8))
    }

    @Test("Only path:line:column: error/warning lines are diagnostics, each once")
    func parsesLlvmStyle() {
        let output = """
            Building for debugging...
            /tmp/p/Sources/M/A.swift:3:9: error: cannot find 'x' in scope
            /tmp/p/Sources/M/A.swift:3:9: error: cannot find 'x' in scope
            /tmp/p/Sources/M/B.swift:10:1: warning: var never mutated
            /tmp/p/Sources/M/B.swift:11:1: note: declared here
            error: fatalError
            """
        let diagnostics = CompilerDiagnostics.parse(output)
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].path == "/tmp/p/Sources/M/A.swift")
        #expect(diagnostics[0].line == 3)
        #expect(diagnostics[1].severity == "warning")
    }

    @Test("A missing type names the type and the learner's folder")
    func missingType() {
        let sentence = CompilerDiagnostics.missingRequirement("cannot find 'ProfileViewModel' in scope", section: section, folder: section.starter)
        #expect(sentence == "Section 2 asks for a `ProfileViewModel` type; none was found in Exercises/Section2-ViewModel.")
    }

    @Test("A missing member names the type and the member")
    func missingMember() {
        let sentence = CompilerDiagnostics.missingRequirement("value of type 'ProfileViewModel' has no member 'startEditing'", section: section, folder: section.starter)
        #expect(sentence.contains("asks `ProfileViewModel` for a member `startEditing`"))
    }

    @Test("A hidden member asks the learner to make it readable")
    func inaccessibleMember() {
        let sentence = CompilerDiagnostics.missingRequirement("'user' is inaccessible due to 'private' protection level", section: section, folder: section.starter)
        #expect(sentence.contains("`user`"))
        #expect(sentence.contains("private(set)"))
    }

    #if os(Linux)
    @Test("On Linux, SwiftUI API outside the stand-in's subset gets a sentence about the stand-in")
    func standInNoteForViews() {
        let note = CompilerDiagnostics.standInNote(for: "value of type 'some View' has no member 'onOpenURL'", inFileImportingSwiftUI: true)
        #expect(note?.contains("SwiftUI stand-in") == true)
    }

    @Test("Errors in files that do not import SwiftUI get no stand-in sentence")
    func noStandInNoteElsewhere() {
        #expect(CompilerDiagnostics.standInNote(for: "cannot find 'Foo' in scope", inFileImportingSwiftUI: false) == nil)
    }
    #endif
}

@Suite("Naming the initialiser a suite calls")
struct InitialiserCallTests {
    @Test("The outermost call is named with its own labels only")
    func outermostCall() throws {
        let call = try #require(CompilerDiagnostics.initialiserCall(in: "let model = BookListViewModel(repository: Fake(books: [Book(id: 1)]), delay: .zero)"))
        #expect(call.type == "BookListViewModel")
        #expect(call.labels == "repository:delay:")
    }

    @Test("A call without labels has none")
    func unlabelled() throws {
        let call = try #require(CompilerDiagnostics.initialiserCall(in: "    let model = Counter()"))
        #expect(call.type == "Counter")
        #expect(call.labels.isEmpty)
    }
}

@Suite("Naming the call a diagnostic points at")
struct DiagnosticColumnTests {
    @Test("With a column, the call opening just before it is named")
    func columnPicksInnerCall() throws {
        let line = "let model = BookListViewModel(repository: Fake(books: []))"
        let inner = try #require(CompilerDiagnostics.initialiserCall(in: line, column: 49))
        #expect(inner.type == "Fake")
        let outer = try #require(CompilerDiagnostics.initialiserCall(in: line, column: 31))
        #expect(outer.type == "BookListViewModel")
    }
}
