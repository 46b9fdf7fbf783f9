import SwiftUI
import SwiftUIHeadless
import Testing

/// Toolbars, search, scrolling, focus, tabs and sheets as the inventory push declared them.
@Suite("Toolbars, search, scrolling, focus and tabs of iOS 16 to 18")
struct NavigationAndSearchIdiomTests {
    @Test("A search field with tokens takes typed text like a plain one")
    func tokenSearchTakesText() throws {
        let host = HeadlessHost(MailSearchScreen())
        try host.search("Anna")
        #expect(host.searchText == "Anna")
    }

    @Test("A search field with a suggestions closure takes typed text and keeps its view")
    func suggestionsSearchTakesText() throws {
        let host = HeadlessHost(RecipeSearchScreen())
        try host.search("Soup")
        #expect(host.searchText == "Soup")
        #expect(host.texts.contains("Recipes"))
    }

    @Test("A labelled toolbar group draws its items as buttons")
    func labelledGroupDrawsItems() {
        let host = HeadlessHost(EditorToolbarScreen())
        #expect(host.button("Bold") != nil)
        #expect(host.button("Italic") != nil)
    }

    @Test("Customizable toolbar items are drawn, hidden by default or not")
    func customizableItemsAreDrawn() {
        let host = HeadlessHost(EditorToolbarScreen())
        #expect(host.button("Share") != nil)
        #expect(host.button("Print") != nil)
        #expect(host.button("Tag") != nil)
    }

    @Test("A title menu's items are a menu a test can find")
    func titleMenuIsAMenu() {
        #expect(HeadlessHost(EditorToolbarScreen()).menu("Title") != nil)
    }

    @Test("Scroll views with target behaviours keep their content")
    func scrollTargetsKeepContent() {
        #expect(HeadlessHost(CarouselScreen()).texts == ["Card 1", "Card 2", "Row"])
    }

    @Test("A focused object reads nil where nothing has focus")
    func focusedObjectIsNil() {
        #expect(FocusedObject<EditorDocument>().wrappedValue == nil)
    }

    @Test("An app whose commands read a focused object still shows its window")
    func focusedCommandsKeepTheWindow() {
        #expect(HeadlessHost(app: DocumentApp()).texts == ["Untitled"])
    }

    @Test("A tab section's tabs are drawn with the other tabs")
    func tabSectionDrawsItsTabs() {
        let texts = HeadlessHost(LibraryScreen()).root.texts
        #expect(texts.contains("Home page"))
        #expect(texts.contains("Saved page"))
        #expect(texts.contains("Recent page"))
    }

    @Test("A sheet with a custom detent shows its content")
    func customDetentSheetShows() {
        #expect(HeadlessHost(LibraryScreen()).sheet?.texts.contains("Actions") == true)
    }

    @Test("A custom detent names its type, so two custom detents differ")
    func customDetentsDiffer() {
        #expect(PresentationDetent.custom(ActionBarDetent.self) != .medium)
    }
}
