import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Controls a test can drive")
struct ControlTests {
    @Test("a toggle is found by its label and flips its binding")
    func toggleFlips() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        let toggle = try #require(host.control("Show covers"))
        #expect(toggle.isOn == true)
        try toggle.toggle()
        #expect(host.control("Show covers")?.isOn == false)
    }

    @Test("a picker lists its ForEach options by label and choosing one sets the selection")
    func pickerFromForEach() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        let picker = try #require(host.control("Theme"))
        #expect(picker.options == ["Paper", "Night"])
        #expect(picker.selectedOption == "Paper")
        try picker.select("Night")
        #expect(host.control("Theme")?.selectedOption == "Night")
    }

    @Test("a picker's explicit tags choose the value")
    func pickerWithTags() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        #expect(host.control("Goal")?.selectedOption == "Twenty pages")
        try host.control("Goal")?.select("Ten pages")
        #expect(host.control("Goal")?.selectedOption == "Ten pages")
    }

    @Test("choosing an option that does not exist names the options there are")
    func pickerUnknownOption() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        let picker = try #require(host.control("Theme"))
        #expect(throws: HeadlessFailure.self) { try picker.select("Sepia") }
    }

    @Test("a stepper steps within its bounds")
    func stepperStaysInBounds() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        try host.control("Font size 16")?.increment()
        try #require(host.control("Font size 18")).increment()
        #expect(host.control("Font size 18") != nil)
        try host.control("Font size 18")?.decrement()
        #expect(host.control("Font size 16") != nil)
    }

    @Test("a slider keeps to its step and bounds")
    func sliderSnapsToSteps() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        let slider = try #require(host.control("Brightness"))
        try slider.slide(to: 0.8)
        #expect(host.control("Brightness")?.value == 0.75)
        try host.control("Brightness")?.slide(to: 7)
        #expect(host.control("Brightness")?.value == 1)
    }

    @Test("a control inside .disabled(true) refuses to act")
    func disabledControl() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        let locked = try #require(host.control("Locked setting"))
        #expect(locked.isDisabled)
        #expect(throws: HeadlessFailure.self) { try locked.toggle() }
        #expect(host.control("Locked setting")?.isOn == true)
    }

    @Test("pressing Return in a text field runs the onSubmit around it")
    func submitRunsOnSubmit() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        try host.type("Reread chapter 3", into: "Note")
        try host.textField("Note")?.submit()
        #expect(host.texts.contains("Submitted: Reread chapter 3"))
    }

    @Test("onChange runs after the draw that shows a new value, with the old and the new value")
    func onChangeSeesOldAndNew() throws {
        let host = HeadlessHost(ReadingSettingsScreen())
        #expect(host.texts.contains("Changes: "))
        try host.control("Theme")?.select("Night")
        host.render()
        #expect(host.texts.contains("Changes: paper->night"))
    }

    @Test("the outline shows each control with its state")
    func outlineShowsControls() {
        let outline = HeadlessHost(ReadingSettingsScreen()).outline.description
        #expect(outline.contains("toggle \"Show covers\" (on)"))
        #expect(outline.contains("picker \"Theme\" (chosen \"Paper\")"))
        #expect(outline.contains("stepper \"Font size 16\""))
        #expect(outline.contains("slider \"Brightness\" (50%)"))
    }

    @Test("the older observable objects redraw the views that read them, through @StateObject, @ObservedObject and @EnvironmentObject")
    func observableObjects() throws {
        let host = HeadlessHost(TimerScreen())
        #expect(host.texts == ["0 minutes"])
        try host.control("Minutes")?.increment()
        try host.control("Minutes")?.increment()
        #expect(host.texts == ["2 minutes"])
    }

    @Test("a ViewModifier's body draws around the content and keeps its own state")
    func viewModifierKeepsState() throws {
        let host = HeadlessHost(ModifierScreen())
        try host.tapButton("Highlight 0")
        try host.tapButton("Highlight 1")
        #expect(host.button("Highlight 2") != nil)
    }

    @Test("a @FocusState value is kept across redraws")
    func focusStateIsKept() throws {
        let host = HeadlessHost(ModifierScreen())
        #expect(host.texts.contains("Not focused"))
        try host.tapButton("Focus")
        #expect(host.texts.contains("Focused"))
    }
}

@Suite("Alerts, dialogs, menus and deleting rows")
struct PresentationTests {
    @Test("a confirmation dialog is a layer in front, with its message, its button and a Cancel button added")
    func confirmationDialogIsInFront() throws {
        let host = HeadlessHost(ShelfActionsScreen())
        try host.tapButton("Clear shelf")
        let dialog = try #require(host.alert)
        #expect(dialog.title == "Clear the shelf?")
        #expect(dialog.texts.contains("Every book leaves the shelf."))
        #expect(dialog.buttons.map(\.label) == ["Clear", "Cancel"])
        #expect(host.rows.isEmpty)
    }

    @Test("a dialog's button runs its action and then dismisses the dialog")
    func dialogButtonDismisses() throws {
        let host = HeadlessHost(ShelfActionsScreen())
        try host.tapButton("Clear shelf")
        try host.tapButton("Clear")
        #expect(host.alert == nil)
        #expect(host.rows.isEmpty)
        #expect(host.list != nil)
    }

    @Test("an alert without actions gets an OK button that dismisses it")
    func alertGetsOK() throws {
        let host = HeadlessHost(ShelfActionsScreen())
        try host.tapButton("Help")
        #expect(host.alert?.buttons.map(\.label) == ["OK"])
        #expect(host.outline.description.contains("alert \"How to sort\""))
        try host.tapButton("OK")
        #expect(host.alert == nil)
    }

    @Test("a menu's buttons are found through the menu and can be tapped")
    func menuButtons() throws {
        let host = HeadlessHost(ShelfActionsScreen())
        let menu = try #require(host.menu("Sort"))
        #expect(menu.buttons.map(\.label) == ["By title", "By year"])
        try menu.button("By year")?.tap()
        #expect(host.texts.contains("Sorted by year"))
    }

    @Test("deleting a row runs the ForEach's onDelete with that row's offset")
    func deleteRow() throws {
        let host = HeadlessHost(ShelfActionsScreen())
        try host.rows[1].delete()
        #expect(host.rows.map(\.text) == ["Dune", "The Leopard"])
    }

    @Test("a view with onTapGesture can be tapped")
    func tapGesture() throws {
        let host = HeadlessHost(ShelfActionsScreen())
        try host.tap("Taps 0")
        #expect(host.texts.contains("Taps 1"))
    }
}

@Suite("Shapes, layout and styling")
struct StylingTests {
    @Test("shapes, gradients, grids and effects draw their content and leave notes, nothing more")
    func decoratedScreenDraws() throws {
        let host = HeadlessHost(DecoratedCardScreen())
        #expect(host.texts == ["Width 393", "0", "1", "Expand", "Collapsed"])
        #expect(host.outline.description.contains("shape \"Circle\""))
        #expect(host.dump().contains(".clipShape (Capsule)"))
    }

    @Test("a disabled button can't be tapped")
    func disabledButton() throws {
        let host = HeadlessHost(DecoratedCardScreen())
        try host.tapButton("Expand")
        #expect(host.texts.last == "Expanded")
        #expect(throws: HeadlessFailure.self) { try host.tapButton("Expand") }
    }
}
