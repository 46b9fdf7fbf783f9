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

    @Test("A stepper with its label last steps, and a dialog with a Text title presents its data")
    func roundTwoScreen() throws {
        let host = HeadlessHost(RoundTwoScreen())
        let stepper = try #require(host.control("Count"))
        try stepper.increment()
        #expect(host.texts.first == "Count 1")
        try host.tapButton("Ask")
        #expect(host.alert?.title == "Delete?")
    }

    @Test("A path's current point is the end of its last segment, or its subpath's start once closed")
    func pathCurrentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
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
