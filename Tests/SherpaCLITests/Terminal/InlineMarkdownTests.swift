import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("Inline Markdown")
struct InlineMarkdownTests {
    @Test("Plain text drops emphasis and code markers and keeps a link's target after its words")
    func plainDropsMarkers() {
        #expect(InlineMarkdown.plain("a **bold** word, *some* `code` and [a link](guide/x.md)") == "a bold word, some code and a link(guide/x.md)")
    }

    @Test("Markers inside bold text are dropped too, so the bold piece is plain words")
    func boldContentIsPlain() {
        let pieces = InlineMarkdown.pieces("**the `user` *own* property**")
        #expect(pieces.first { $0.kind == .strong }?.text == "the user own property")
    }
}
