import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

/// Section 8's first move is a scaffold: every name of the starter's TODO list as an empty shell,
/// with the monolith still drawing the screen. The guide promises that the screen's
/// characterisation tests pass on that scaffold, and that the graded report names what fails
/// without handing out the hints' line-level fixes.
@Suite("Section 8's scaffold of shells keeps the unchanged screen's tests passing")
struct Section8ScaffoldCheckTests {
    static let exercise = "Exercises/Section8-PracticeProject"
    /// The shells, one file per TODO name, copied beside the starter's files.
    static let shells = SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffolds/section-8")
    /// The hidden suite's characterisation group, pinned on the starter's own screen.
    static let screenSuite = SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/suites/section-8/BrowserScreenTests.swift")

    /// What TODO 1 asks of the starter's own files before anything compiles: a book's author is
    /// an `Author`, and the monolith reads its name. Nothing else of the monolith changes.
    static let authorEdits: [(file: String, replace: String, with: String)] = [
        ("Book.swift", "let author: String", "let author: Author"),
        ("BookBrowserView.swift", "book.author.localizedCaseInsensitiveContains", "book.author.name.localizedCaseInsensitiveContains"),
        ("BookBrowserView.swift", "Text(book.author)", "Text(book.author.name)"),
        ("BookBrowserView.swift", "Text(\"by \\(book.author)\")", "Text(\"by \\(book.author.name)\")"),
    ]

    /// What can go wrong while setting the scaffold up, as opposed to a wrong report.
    enum ScaffoldError: LocalizedError {
        /// An edit's text is not in the starter any more, so the scaffold no longer matches it.
        case staleEdit(file: String, text: String)

        var errorDescription: String? {
            switch self {
            case .staleEdit(let file, let text):
                "The scaffold edits \"\(text)\" in \(file), which the starter no longer contains; update the edit to the current starter."
            }
        }
    }

    /// The display names of the characterisation tests, read from the suite's source.
    static func characterisationTests() throws -> [String] {
        let source = try String(contentsOf: screenSuite, encoding: .utf8)
        return source.matches(of: /@Test\("([^"]+)"/).map { String($0.output.1) }
    }

    /// Makes the starter in `folder` the scaffold: the author edits, the sample books' authors as
    /// `Author(name:)`, and the shells.
    static func installScaffold(in folder: URL) throws {
        for edit in authorEdits {
            let url = folder.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(edit.replace) else {
                throw ScaffoldError.staleEdit(file: edit.file, text: edit.replace)
            }
            try text.replacingOccurrences(of: edit.replace, with: edit.with).write(to: url, atomically: true, encoding: .utf8)
        }
        let samples = folder.appendingPathComponent("SampleBooks.swift")
        let sampleText = try String(contentsOf: samples, encoding: .utf8)
        let authored = sampleText.replacing(/author: "([^"]+)"/) { "author: Author(name: \"\($0.output.1)\")" }
        guard authored != sampleText else {
            throw ScaffoldError.staleEdit(file: "SampleBooks.swift", text: "author: \"")
        }
        try authored.write(to: samples, atomically: true, encoding: .utf8)
        for shell in try FileManager.default.contentsOfDirectory(atPath: shells.path) where shell.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: shells.appendingPathComponent(shell), to: folder.appendingPathComponent(shell))
        }
    }

    /// Every hint section 8 holds, the general ones and those for single tests.
    static func hintTexts(in course: URL) throws -> [String] {
        let workspace = try Workspace.locate(from: course)
        let book = try #require(HintBook.load(workspace.section(named: "8"), in: workspace))
        return book.general + book.tests.map(\.hint)
    }

    @Test("On the scaffold every characterisation test of the screen passes, and neither report carries a hint")
    func scaffoldKeepsTheNet() async throws {
        let course = try await CourseCopy.make(named: "section-8-scaffold", exercise: Self.exercise, solution: "Solutions/Section8-PracticeProject")
        defer { try? FileManager.default.removeItem(at: course) }
        try Self.installScaffold(in: course.appendingPathComponent(Self.exercise))
        let characterisation = try Self.characterisationTests()
        let hints = try Self.hintTexts(in: course)

        let json = try await SherpaProcess.run(["check", "section-8", "--json"], in: course)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "sherpa check printed no JSON report:\n\(json.output)")
        let tests = report["tests"] as? [[String: Any]] ?? []
        let status = Dictionary(tests.map { ($0["name"] as? String ?? "", $0["status"] as? String ?? "") }, uniquingKeysWith: { first, _ in first })
        let notPassing = characterisation.filter { status[$0] != "pass" }.map { "\($0): \(status[$0] ?? "not in the report")" }
        let hinted = tests.filter { $0["hint"] != nil }.compactMap { $0["name"] as? String }
        let text = try await SherpaProcess.run(["check", "section-8"], in: course)
        let printedHints = hints.filter { text.unwrapped.contains($0) || json.stdout.contains($0) }

        #expect(characterisation.count >= 5, "the screen's characterisation group should hold its five tests; found \(characterisation)")
        #expect(notPassing.isEmpty, "characterisation tests the scaffold fails:\n\(notPassing.joined(separator: "\n"))\n\(text.stdout)")
        #expect(hinted.isEmpty, "the graded report should carry no hint unless one is asked for; these tests had one: \(hinted)")
        #expect(printedHints.isEmpty, "the report printed hint text nobody asked for:\n\(printedHints.joined(separator: "\n"))")
    }
}
