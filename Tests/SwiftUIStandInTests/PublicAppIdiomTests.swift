import SwiftUI
import SwiftUIHeadless
import Testing

/// Constructs of public apps the stand-in now accepts, where they have behaviour.
@Suite("Idioms of public SwiftUI apps")
struct PublicAppIdiomTests {
    @Test("A binding to an array is a collection of bindings: its elements write back")
    func bindingToArrayWritesBack() throws {
        let host = HeadlessHost(TaskBoard())
        try host.tapButton("Finish build")
        #expect(host.texts.contains("Build done"))
    }

    @Test("A binding's element by index is a binding to that element")
    func bindingByIndex() throws {
        let host = HeadlessHost(TaskBoard())
        try host.tapButton("Rename first")
        #expect(host.texts.contains("First: Replan of 2"))
    }

    @Test("Toolbar, sheet, shortcut and text settings keep the rows they decorate")
    func settingsKeepTheirRows() throws {
        let host = HeadlessHost(SettingsSheet())
        #expect(host.texts.starts(with: ["Copy me", "Old price", "Terms"]))
        try host.tapButton("Louder")
        #expect(host.button("Save") != nil)
    }

    @Test("Styled date pickers and menus are still pickers and menus")
    func styledInputsKeepTheirControls() {
        let host = HeadlessHost(StyledInputs())
        #expect(host.control("Due") != nil)
        #expect(host.menu("Sort") != nil)
    }

    @Test("Text of an attributed string shows its characters")
    func attributedTextShowsCharacters() {
        #expect(HeadlessHost(IdiomGallery()).texts.first == "Hello")
    }

    @Test("An empty field bound to an optional number is nil, a number is parsed")
    func optionalNumberField() throws {
        let host = HeadlessHost(IdiomGallery())
        try host.type("42", into: "Age")
        #expect(host.texts.contains("Age 42"))
        try host.type("", into: "Age")
        #expect(host.texts.contains("Age unknown"))
    }
}
