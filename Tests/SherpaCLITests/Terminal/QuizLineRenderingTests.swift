import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("Quiz lines wrap by the layout they carry")
struct QuizLineRenderingTests {
    private let words = "the repository owns fetching and decoding so the view model only asks for books"

    @Test("A choice's wrapped words hang under its first word, past the number")
    func choiceHangsUnderWords() {
        let lines = QuizLine.choice("3)", words).rendered(width: 30).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines[0].hasPrefix("  3) the "))
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("     ") && line.dropFirst(5).first != " ", "\(line)")
        }
    }

    @Test("A verdict mark and number are one marker, so wrapped words hang past both")
    func markedChoiceHangsPastMarkAndNumber() {
        let lines = QuizLine.choice("✘ 1)", words + " (your answer)").rendered(width: 30).split(separator: "\n")
        #expect(lines[0].hasPrefix("  ✘ 1) the "))
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("       ") && line.dropFirst(7).first != " ", "\(line)")
        }
    }

    @Test("Prose whose first word ends in a parenthesis is not mistaken for a choice")
    func proseNeverHangs() {
        let lines = QuizLine.prose("2) is not a marker here: " + words, indent: 6).rendered(width: 30).split(separator: "\n")
        #expect(lines.count > 1)
        for line in lines {
            #expect(line.hasPrefix("      ") && line.dropFirst(6).first != " ", "\(line)")
        }
    }

    @Test("Code is printed behind its bar as it is, however long")
    func codeIsNeverWrapped() {
        let code = "let model = BookListViewModel(repository: InMemoryBookRepository(books: sampleBooks))"
        #expect(QuizLine.code(code).rendered(width: 30) == "  │ " + code)
    }

    @Test("A line nested under its question keeps its marker and moves in")
    func indentedKeepsMarker() {
        let nested = QuizLine.choice("✔ 2)", "In a repository").indented(by: 2)
        #expect(nested.plain == "    ✔ 2) In a repository")
        #expect(nested.rendered(width: 80) == "    ✔ 2) In a repository")
    }
}
