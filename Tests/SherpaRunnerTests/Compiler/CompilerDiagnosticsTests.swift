import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaTestSupport

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
        #expect(diagnostics[1].severity == .warning)
    }

    private func error(_ message: String, id: String?) -> CompilerDiagnostics.Diagnostic {
        CompilerDiagnostics.Diagnostic(path: "/tmp/p/Tests/HiddenSuite/Suite.swift", line: 1, column: 1, severity: .error, message: message, id: id)
    }

    @Test("Diagnostics are in file, line and column order, whatever order the compiler's jobs printed them in")
    func sortedByPlace() {
        let output = """
            /tmp/p/Tests/HiddenSuite/DependencyInjectionTests.swift:19:29: error: extra argument 'repository' in call [extra_argument_named]
            /tmp/p/Tests/HiddenSuite/BookListScreenTests.swift:33:49: error: value of type 'EnvironmentValues' has no member 'bookRepository' [could_not_find_value_member]
            /tmp/p/Tests/HiddenSuite/BookListScreenTests.swift:23:49: error: value of type 'EnvironmentValues' has no member 'bookRepository' [could_not_find_value_member]
            /tmp/p/Tests/HiddenSuite/BookListScreenTests.swift:23:12: error: cannot find 'HeadlessHost' in scope [cannot_find_in_scope]
            """
        let places = CompilerDiagnostics.parse(output).map { "\(URL(fileURLWithPath: $0.path).lastPathComponent):\($0.line):\($0.column)" }
        #expect(places == ["BookListScreenTests.swift:23:12", "BookListScreenTests.swift:23:49", "BookListScreenTests.swift:33:49", "DependencyInjectionTests.swift:19:29"])
    }

    @Test("The identifier the compiler appends is separated from the message")
    func splitsIdentifier() throws {
        let output = "/tmp/p/Sources/M/A.swift:3:9: error: no exact matches in call to initializer  [no_overloads_match_exactly_in_call]"
        let diagnostic = try #require(CompilerDiagnostics.parse(output).first)
        #expect(diagnostic.message == "no exact matches in call to initializer")
        #expect(diagnostic.id == "no_overloads_match_exactly_in_call")
    }

    @Test("A message that merely ends in brackets keeps them and has no identifier")
    func bracketsAreNotAlwaysIdentifiers() throws {
        let output = "/tmp/p/Sources/M/A.swift:3:9: error: cannot convert value of type 'Int' to expected type [Book]"
        let diagnostic = try #require(CompilerDiagnostics.parse(output).first)
        #expect(diagnostic.message == "cannot convert value of type 'Int' to expected type [Book]")
        #expect(diagnostic.id == nil)
    }

    @Test("A missing type names the type and the learner's folder")
    func missingType() {
        let sentence = CompilerDiagnostics.missingRequirement(error("cannot find 'ProfileViewModel' in scope", id: "cannot_find_in_scope"), section: section, folder: section.starter)
        #expect(sentence == "Section 2 asks for a `ProfileViewModel` type; none was found in Exercises/Section2-ViewModel.")
    }

    @Test("A missing member names the type and the member")
    func missingMember() {
        let sentence = CompilerDiagnostics.missingRequirement(error("value of type 'ProfileViewModel' has no member 'startEditing'", id: "could_not_find_value_member"), section: section, folder: section.starter)
        #expect(sentence.contains("asks `ProfileViewModel` for a member `startEditing`"))
    }

    @Test("A hidden member asks the learner to make it readable")
    func inaccessibleMember() {
        let sentence = CompilerDiagnostics.missingRequirement(error("'user' is inaccessible due to 'private' protection level", id: "candidate_inaccessible"), section: section, folder: section.starter)
        #expect(sentence.contains("`user`"))
        #expect(sentence.contains("private(set)"))
    }

    @Test("The kind comes from the identifier, whatever the message's wording")
    func kindFollowsIdentifier() {
        #expect(error("type 'Router' has nothing called 'push'", id: "could_not_find_type_member").kind == .noMember)
        #expect(error("cannot find 'Router' in scope", id: "some_future_identifier").kind == .other)
    }

    @Test("Without an identifier, an error gets the catch-all sentence, not a guess from its words")
    func noIdentifierNoGuess() {
        let sentence = CompilerDiagnostics.missingRequirement(error("cannot find 'ProfileViewModel' in scope", id: nil), section: section, folder: section.starter)
        #expect(sentence == "The hidden tests could not compile against your code: cannot find 'ProfileViewModel' in scope.")
    }

    @Test("Assigning to a get-only property is about access; assigning to a constant is not")
    func assignmentReasons() {
        #expect(error("cannot assign to property: 'user' is a get-only property", id: "assignment_lhs_is_immutable_property").kind == .hidden)
        #expect(error("cannot assign to property: 'user' setter is inaccessible", id: "assignment_lhs_is_immutable_property").kind == .hidden)
        #expect(error("cannot assign to property: 'user' is a 'let' constant", id: "assignment_lhs_is_immutable_property").kind == .other)
    }

    @Test("Only the specific sentences are kept when there are any, each once")
    func specificSentencesOnly() {
        let errors = [
            error("cannot find 'ProfileViewModel' in scope", id: "cannot_find_in_scope"),
            error("generic parameter 'T' could not be inferred", id: "unresolved_type_parameter"),
            error("cannot find 'ProfileViewModel' in scope", id: "cannot_find_in_scope"),
        ]
        #expect(CompilerDiagnostics.missingSentences(for: errors, section: section, folder: section.starter) == [
            "Section 2 asks for a `ProfileViewModel` type; none was found in Exercises/Section2-ViewModel.",
        ])
    }

    @Test("Missing names are listed in the order of the section's steps, not the compiler's")
    func missingNamesInStepOrder() {
        var ordered = section
        ordered.steps = ["Book", "ProfileViewModel"]
        let errors = [
            error("cannot find 'ProfileViewModel' in scope", id: "cannot_find_in_scope"),
            error("cannot find 'Unlisted' in scope", id: "cannot_find_in_scope"),
            error("cannot find 'Book' in scope", id: "cannot_find_in_scope"),
        ]
        #expect(CompilerDiagnostics.missingSentences(for: errors, section: ordered, folder: ordered.starter) == [
            "Section 2 asks for a `Book` type; none was found in Exercises/Section2-ViewModel.",
            "Section 2 asks for a `ProfileViewModel` type; none was found in Exercises/Section2-ViewModel.",
            "Section 2 asks for an `Unlisted` type; none was found in Exercises/Section2-ViewModel.",
        ])
    }

    @Test("With no specific sentence, the catch-all ones are kept")
    func catchAllWhenNothingSpecific() {
        let errors = [error("generic parameter 'T' could not be inferred", id: "unresolved_type_parameter")]
        #expect(CompilerDiagnostics.missingSentences(for: errors, section: section, folder: section.starter) == [
            "The hidden tests could not compile against your code: generic parameter 'T' could not be inferred.",
        ])
    }

    @Test("This toolchain prints the identifiers sherpa classifies by")
    func toolchainPrintsIdentifiers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-diagnostic-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Probe.swift")
        try "struct Counter { private(set) var count = 0 }\nvar counter = Counter()\ncounter.count = 1\nlet model: Missing? = nil\n_ = counter.reset()\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = try SystemProcessRunner().run(ProcessInvocation(program: "swiftc", arguments: ["-typecheck"] + CompilerDiagnostics.compilerFlags + [file.path], timeout: 120))
        let kinds = CompilerDiagnostics.parse(outcome.stdout + "\n" + outcome.stderr).map(\.kind)
        #expect(kinds == [.hidden, .notFound, .noMember])
    }
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

    @Test("A missing name that starts with a vowel is asked for with \"an\"")
    func articleBeforeVowel() {
        #expect("Author".indefiniteArticle == "an")
        #expect("BookRepository".indefiniteArticle == "a")
        #expect("".indefiniteArticle == "a")
    }
}
