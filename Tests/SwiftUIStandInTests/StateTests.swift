import Observation
import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("State and redraws")
struct StateTests {
    @Test("@State keeps its value across redraws")
    func stateSurvivesRedraws() throws {
        let host = HeadlessHost(Counter())
        try host.tapButton("Add")
        try host.tapButton("Add")
        #expect(host.texts.contains("Count: 2"))
        #expect(host.renderCount == 3)
    }

    @Test("@State of a view is dropped when the view leaves the tree")
    func stateResetsWhenViewLeaves() throws {
        let host = HeadlessHost(Counter())
        try host.tapButton("Show detail")
        try host.tapButton("Mark")
        #expect(host.texts.contains("Marks: 1"))

        try host.tapButton("Hide detail")
        try host.tapButton("Show detail")
        #expect(host.texts.contains("Marks: 0"))
    }

    @Test("a parent that re-creates a view with another initial value does not reset its @State")
    func stateInitialValueUsedOnce() throws {
        let host = HeadlessHost(ReinitialisingParent())
        try host.tapButton("Count")
        #expect(host.texts.contains("Seeded 1"))
        try host.tapButton("Redraw parent")
        #expect(host.texts.contains("Seeded 1"))
    }

    @Test("a child writes its parent's @State through @Binding")
    func bindingWritesParentState() throws {
        let host = HeadlessHost(BindingParent())
        try host.tapButton("Step")
        #expect(host.texts.contains("Value 3"))
    }

    @Test("a Binding(get:set:) made of main-actor closures reads and writes")
    func handMadeBinding() throws {
        let host = HeadlessHost(BindingParent())
        #expect(host.textField("Doubled")?.fieldText == "2")
        try host.type("10", into: "Doubled")
        #expect(host.texts.contains("Value 5"))
    }

    @Test("@State inside a custom DynamicProperty is kept too")
    func customDynamicProperty() throws {
        let host = HeadlessHost(DraftView())
        try host.type("chapter one", into: "Draft")
        #expect(host.texts == ["Draft: chapter one"])
        #expect(host.textField("Draft")?.fieldText == "chapter one")
    }

    @Test("a change to an @Observable model the body read draws the view again")
    func observableChangeRedraws() {
        let model = ShelfViewModel()
        let host = HeadlessHost(ModelReader(model: model))
        #expect(host.texts == ["Query: "])

        model.query = "kin"
        #expect(host.texts == ["Query: kin"])
        #expect(host.renderCount == 2)
    }

    @Test("nothing is drawn again while nothing the body read has changed")
    func noChangeNoRedraw() {
        let host = HeadlessHost(ModelReader(model: ShelfViewModel()))
        _ = host.texts
        host.render()
        #expect(host.renderCount == 1)
    }
}
