import Testing
@testable import SherpaRunner

@Suite("Splitting output into lines")
struct StringLinesTests {
    @Test("lines end at a line feed; a carriage return before it and empty lines are dropped")
    func splitsAtLineFeeds() {
        #expect("one\r\ntwo\n\n  three  \nfour".lines == ["one", "two", "  three  ", "four"])
    }

    @Test("a JSON line keeps a line separator inside one of its strings")
    func keepsUnicodeSeparatorsInsideALine() {
        #expect("{\"text\":\"a\u{2028}b\"}\n{}\n".lines == ["{\"text\":\"a\u{2028}b\"}", "{}"])
    }

    @Test("text without a line feed is one line, and empty text none")
    func wholeTextIsOneLine() {
        #expect("no break".lines == ["no break"])
        #expect("".lines.isEmpty)
    }
}
