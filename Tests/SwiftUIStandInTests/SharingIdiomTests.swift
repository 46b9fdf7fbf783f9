import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// Share links, share previews and the Paste button, drawn as their labels.
@Suite("Sharing")
struct SharingIdiomTests {
    @Test("A share link with no label draws the system's Share label")
    func defaultLabelSaysShare() {
        let host = HeadlessHost(ShareLink(item: URL(string: "https://example.com")!))
        #expect(host.texts == ["Share"])
        #expect(host.images == ["square.and.arrow.up"])
    }

    @Test("A titled share link draws its title beside the share symbol")
    func titledLinkDrawsTitle() {
        let host = HeadlessHost(ShareLink("Send article", item: URL(string: "https://example.com")!))
        #expect(host.texts == ["Send article"])
        #expect(host.images == ["square.and.arrow.up"])
    }

    @Test("Share links with previews and custom labels draw their labels in order")
    func linksDrawTheirLabels() {
        let host = HeadlessHost(ArticleShareScreen())
        #expect(host.texts == ["Share", "Send article", "Share related", "Postcards", "Share", "Quote"])
    }

    @Test("The Paste button is drawn, and a tap pastes nothing, as the host has no pasteboard")
    func pasteButtonPastesNothing() throws {
        let host = HeadlessHost(PasteNoteScreen())
        #expect(host.texts.filter { $0 == "Paste" }.count == 2)
        try host.tapButton("Paste")
        #expect(host.texts.first == "Empty note")
    }
}
