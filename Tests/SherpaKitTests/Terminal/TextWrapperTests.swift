import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaKit
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
}
