import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("Text wrapping")
struct TextWrapperTests {
    @Test("Words wrap at the width and continuation lines take the indent")
    func wrapsWithIndent() {
        let text = TextWrapper.wrap("one two three four", width: 9, indent: "  ")
        #expect(text == "one two\n  three\n  four")
    }

    @Test("Quoted code keeps the leading spaces of each of its lines")
    func keepsCodeIndentation() {
        let code = "func probe(_ model: Model) {\n    model.user = nil\n}"
        let text = TextWrapper.wrap(code, width: 80, indent: "      ")
        #expect(text == "func probe(_ model: Model) {\n          model.user = nil\n      }")
    }

    @Test("An indented line that wraps keeps its own indent on the next line")
    func indentedLineWraps() {
        let text = TextWrapper.wrap("    alpha beta gamma", width: 15)
        #expect(text == "    alpha beta\n    gamma")
    }

    @Test("Blank lines stay blank")
    func blankLines() {
        #expect(TextWrapper.wrap("a\n   \nb", width: 10) == "a\n\nb")
    }

    @Test("The first line's prefix counts towards the width, as the other lines' indent does")
    func firstPrefixCounts() {
        let text = TextWrapper.wrap("one two three four", width: 11, first: "  ✘ ", indent: "    ")
        #expect(text == "  ✘ one two\n    three\n    four")
    }

    @Test("A word longer than the line gets a line of its own, whole")
    func longWordAlone() {
        let text = TextWrapper.wrap("see Exercises/Section4-DependencyInjection/BookListViewModel.swift for it", width: 30, first: "  ", indent: "  ")
        #expect(text == "  see\n  Exercises/Section4-DependencyInjection/BookListViewModel.swift\n  for it")
    }

    @Test("At 60 and 80 columns a command in backquotes is never broken across lines", arguments: [60, 80])
    func backquotedCommandsWhole(width: Int) {
        let commands = ["`swift run sherpa check section-1`", "`swift run sherpa hint section-1`", "`swift run sherpa guide section-1`"]
        let advice = "Next: make “The audit of `searchText`” pass (in Exercises/Section1-Monolith/), then run \(commands[0]). Stuck? \(commands[1]) gives a hint, and \(commands[2]) the page again."
        let lines = TextWrapper.wrap(advice, width: width).split(separator: "\n")
        for line in lines {
            #expect(line.count(where: { $0 == "`" }).isMultiple(of: 2), "a quoted span is broken at: \(line)")
        }
        for command in commands {
            #expect(lines.contains { $0.contains(command) }, "\(command) is not on one line")
        }
    }

    @Test("A swift run sherpa suggestion without backquotes is kept whole too")
    func bareCommandWhole() {
        let text = TextWrapper.wrap("When it passes, run swift run sherpa quiz section-2 to see what stuck.", width: 40)
        #expect(text == "When it passes, run\nswift run sherpa quiz section-2 to see\nwhat stuck.")
    }

    @Test("Terminal styles take no columns")
    func stylesTakeNoColumns() {
        let bold = "\u{1B}[1mone\u{1B}[0m"
        #expect(TextWrapper.wrap("\(bold) two three", width: 13) == "\(bold) two three")
    }
}
