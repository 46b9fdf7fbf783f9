import SwiftUI
import SwiftUIHeadless
import Testing

/// iOS 26's Liquid Glass and bar API as apps use it: the headless host draws no material or bar,
/// so what matters is that every view these modifiers wrap is still drawn.
@Suite("iOS 26 API as apps use it")
struct IOS26ScreenTests {
    @Test("Glass buttons in a toolbar split by spacers are drawn; the spacers draw nothing")
    func glassToolbar() {
        let host = HeadlessHost(GlassNotesScreen())
        #expect(host.button("Cancel") != nil)
        #expect(host.button("Done") != nil)
        #expect(host.button("Share") != nil)
        #expect(host.texts.contains("Drafts"))
        #expect(host.texts.contains("3 notes"))
        #expect(host.button("xmark")?.role == .close)
        #expect(host.button("checkmark")?.role == .confirm)
    }

    @Test("A text editor over an AttributedString edits its characters")
    func styledTextEditor() throws {
        let host = HeadlessHost(GlassNotesScreen())
        try host.type("Second draft", into: "")
        #expect(host.texts.contains("Second draft"))
    }

    @Test("A glass container draws its views with their glass effects")
    func glassContainer() {
        let host = HeadlessHost(GlassNotesScreen())
        #expect(host.images.prefix(3) == ["pencil", "eraser", "photo"])
        #expect(host.dump().contains("GlassEffectContainer"))
    }

    @Test("A minimizing tab bar keeps its tabs, and its accessory is drawn in the expanded placement")
    func tabBarAccessory() {
        let host = HeadlessHost(GlassTabsScreen())
        #expect(host.texts.contains("Shelf"))
        #expect(host.texts.contains("Find"))
        #expect(host.texts.contains("Now playing: Side A"))
    }
}
