import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Swift tokenizer")
    struct SwiftTokenizerTests {
        @Test("line comments produce no tokens")
        func lineComments() {
            let texts = AnalysisFixtures.texts("let a = 1 // URLSession.shared\nlet b = 2")
            #expect(texts == ["let", "a", "=", "1", "let", "b", "=", "2"])
        }

        @Test("nested block comments are skipped as a whole")
        func nestedBlockComments() {
            let texts = AnalysisFixtures.texts("a /* outer /* inner */ still comment URLSession */ b")
            #expect(texts == ["a", "b"])
        }

        @Test("the text of a string literal is one string token, never identifiers")
        func stringText() {
            let tokens = SwiftTokenizer.tokenize(#"let s = "call URLSession now""#)
            #expect(tokens.map(\.kind) == [.keyword, .identifier, .operator, .string])
            #expect(tokens.last?.text == "call URLSession now")
        }

        @Test("an escaped quote does not end a string")
        func escapedQuote() {
            let texts = AnalysisFixtures.texts(#"x = "say \"JSONDecoder\" twice"; y"#)
            #expect(!texts.contains("JSONDecoder"))
            #expect(texts.last == "y")
        }

        @Test("a multi-line string is one token and keeps later line numbers right")
        func multilineString() {
            let source = "let help = \"\"\"\n    URLSession\n    \"quoted\"\n    \"\"\"\nlet after = 1"
            let tokens = SwiftTokenizer.tokenize(source)
            #expect(!tokens.contains { $0.kind == .identifier && $0.text == "URLSession" })
            #expect(tokens.first { $0.text == "after" }?.line == 5)
        }

        @Test("a raw string ends only at a quote followed by its hashes")
        func rawString() {
            let source = ##"let r = #"a "quoted" URLSession \(notCode)"#; let z = 0"##
            let texts = AnalysisFixtures.texts(source)
            #expect(!texts.contains("URLSession"))
            #expect(!texts.contains("notCode"))
            #expect(texts.suffix(4) == ["let", "z", "=", "0"])
        }

        @Test("code inside a string interpolation is tokenized")
        func interpolation() {
            let texts = AnalysisFixtures.texts(#"let t = "n: \(items.filter { $0.isOn }.count) done""#)
            #expect(texts.contains("filter"))
            #expect(texts.contains("$0"))
            #expect(texts.last == " done")
        }

        @Test("an interpolation in a raw string needs the hashes")
        func rawInterpolation() {
            let texts = AnalysisFixtures.texts(##"let t = #"total \#(sum) of \(ignored)"#"##)
            #expect(texts.contains("sum"))
            #expect(!texts.contains("ignored"))
        }

        @Test("a string inside an interpolation does not end the outer string")
        func nestedStringInInterpolation() {
            let texts = AnalysisFixtures.texts(#"let t = "a \(flag ? "yes" : "no") b"; let u = 1"#)
            #expect(texts.contains("flag"))
            #expect(texts.suffix(4) == ["let", "u", "=", "1"])
        }

        @Test("an unterminated string stops at the end of its line")
        func unterminatedString() {
            let tokens = SwiftTokenizer.tokenize("let s = \"open\nlet next = 2")
            #expect(tokens.first { $0.text == "next" }?.line == 2)
        }

        @Test("an unterminated block comment ends the file without a crash")
        func unterminatedComment() {
            #expect(AnalysisFixtures.texts("a /* never closed URLSession") == ["a"])
        }

        @Test("tokens inside #if carry the branch condition")
        func ifConditions() {
            let source = "#if canImport(SwiftUI)\nimport SwiftUI\n#else\nimport Foundation\n#endif\nlet x = 1"
            let tokens = SwiftTokenizer.tokenize(source)
            #expect(tokens.first { $0.text == "SwiftUI" }?.conditions == ["canImport(SwiftUI)"])
            #expect(tokens.first { $0.text == "Foundation" }?.conditions == ["!(canImport(SwiftUI))"])
            #expect(tokens.first { $0.text == "x" }?.conditions == [])
        }

        @Test("the condition of #if is kept on the directive, not emitted as code")
        func directiveCondition() {
            let tokens = SwiftTokenizer.tokenize("#if canImport(UIKit) // note\n#endif")
            #expect(tokens.map(\.text) == ["#if", "#endif"])
            #expect(tokens.first?.directiveCondition == "canImport(UIKit)")
        }

        @Test("nested #if blocks stack their conditions")
        func nestedIf() {
            let source = "#if os(iOS)\n#if DEBUG\nlet deep = 1\n#endif\n#endif"
            let deep = SwiftTokenizer.tokenize(source).first { $0.text == "deep" }
            #expect(deep?.conditions == ["os(iOS)", "DEBUG"])
        }

        @Test("attributes keep their @ and binding names keep their $")
        func attributesAndDollars() {
            let tokens = SwiftTokenizer.tokenize("@State var v = 0; f($v, $0)")
            #expect(tokens.first?.kind == .attribute)
            #expect(tokens.first?.text == "@State")
            #expect(tokens.contains { $0.kind == .identifier && $0.text == "$v" })
            #expect(tokens.contains { $0.kind == .identifier && $0.text == "$0" })
        }

        @Test("backquoted names lose their backquotes")
        func backquotes() {
            let token = SwiftTokenizer.tokenize("let `default` = 1")[1]
            #expect(token.kind == .identifier)
            #expect(token.text == "default")
        }

        @Test("ranges and member access split into the right tokens")
        func rangesAndDots() {
            #expect(AnalysisFixtures.texts("(200..<300).contains(x)") == ["(", "200", "..<", "300", ")", ".", "contains", "(", "x", ")"])
            #expect(AnalysisFixtures.texts("1.5...2") == ["1.5", "...", "2"])
        }

        @Test("a token knows whether it starts its line and touches the one before")
        func layoutFlags() {
            let tokens = SwiftTokenizer.tokenize("private(set) var a\n  var b")
            #expect(tokens.map(\.startsLine) == [true, false, false, false, false, false, true, false])
            #expect(tokens.map(\.touchesPrevious) == [false, true, true, true, false, false, false, false])
        }

        @Test("an extended regex literal is not read as code")
        func regexLiteral() {
            let texts = AnalysisFixtures.texts("let r = #/URLSession // not a comment/#; let q = 1")
            #expect(!texts.contains("URLSession"))
            #expect(texts.suffix(4) == ["let", "q", "=", "1"])
        }
    }
}
