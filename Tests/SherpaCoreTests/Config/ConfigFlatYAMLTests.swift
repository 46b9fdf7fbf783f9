import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("The flat YAML subset parser")
struct ConfigFlatYAMLTests {
    @Test("key: value lines are read with their line numbers")
    func readsPairs() {
        let (entries, problems) = FlatYAML.parse("tone: humorous\npacing: structured\n")
        #expect(problems.isEmpty)
        #expect(entries == [
            FlatYAML.Entry(key: "tone", value: "humorous", line: 1),
            FlatYAML.Entry(key: "pacing", value: "structured", line: 2),
        ])
    }

    @Test("Comments, blank lines and a document marker are skipped")
    func skipsComments() {
        let (entries, problems) = FlatYAML.parse("---\n# my settings\n\n   \ntone: encouraging   # be kind\n")
        #expect(problems.isEmpty)
        #expect(entries == [FlatYAML.Entry(key: "tone", value: "encouraging", line: 5)])
    }

    @Test("Single- and double-quoted values are unquoted, escapes included")
    func quotedValues() {
        let (entries, problems) = FlatYAML.parse("a: \"detailed\"\nb: 'it''s'\nc: \"say \\\"hi\\\"\" # note\n")
        #expect(problems.isEmpty)
        #expect(entries.map(\.value) == ["detailed", "it's", "say \"hi\""])
    }

    @Test("A # inside a word is part of the value, not a comment")
    func hashInsideWord() {
        let (entries, _) = FlatYAML.parse("lang: c#\n")
        #expect(entries.first?.value == "c#")
    }

    @Test("Windows line endings and a byte-order mark are accepted")
    func crlfAndBOM() {
        let (entries, problems) = FlatYAML.parse("\u{FEFF}tone: objective\r\npacing: balanced\r\n")
        #expect(problems.isEmpty)
        #expect(entries.map(\.line) == [1, 2])
        #expect(entries.map(\.value) == ["objective", "balanced"])
    }

    @Test("An indented line is a problem on its own line number")
    func indentedLine() {
        let (entries, problems) = FlatYAML.parse("tone: objective\n  nested: yes\n")
        #expect(entries.count == 1)
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.message.contains("indented") == true)
    }

    @Test("A list item, a line without a colon, and a missing space after the colon are problems")
    func otherShapes() {
        let (_, problems) = FlatYAML.parse("- tone\njust words\ntone:humorous\n")
        #expect(problems.map(\.line) == [1, 2, 3])
        #expect(problems[2].message.contains("space after the colon"))
    }

    @Test("An unclosed quote and a flow list are reported, not guessed at")
    func unsupportedValues() {
        let (entries, problems) = FlatYAML.parse("tone: \"objective\npacing: [a, b]\nempty:\n")
        #expect(entries.isEmpty)
        #expect(problems.map(\.line) == [1, 2, 3])
        #expect(problems[0].message.contains("never closed"))
        #expect(problems[1].message.contains("does not support"))
        #expect(problems[2].message.contains("no value"))
    }
}
