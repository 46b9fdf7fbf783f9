import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Scenes, gestures, accessibility and state")
struct SceneGestureAndAccessibilityTests {
    @Test("A window group with an identifier draws its content, with the scene's environment object and transformed environment")
    func sceneModifiersReachTheWindow() {
        #expect(HeadlessHost(app: MultiWindowApp()).texts.prefix(2) == ["Accent Blue", "Priority menus"])
    }

    @Test("Opening and dismissing windows keeps the one window the host shows")
    func windowActionsKeepTheWindow() throws {
        let host = HeadlessHost(app: MultiWindowApp())
        try host.tapButton("Inspector")
        try host.tapButton("Item")
        try host.tapButton("Close")
        #expect(host.texts.first == "Accent Blue")
    }

    @Test("Typing through an environment object's binding changes the object")
    func environmentObjectWrapperBinds() throws {
        let host = HeadlessHost(app: MultiWindowApp())
        try host.type("Green", into: "Accent")
        #expect(host.texts.first == "Accent Green")
    }

    @Test("A window group per value shows no value until one is opened")
    func perValueWindowStartsEmpty() {
        #expect(HeadlessHost(app: PerItemWindowApp()).texts == ["No item"])
    }

    @Test("A window group per value with a default shows the default, and keeps changes to it")
    func perValueWindowKeepsItsValue() throws {
        let host = HeadlessHost(app: DefaultItemWindowApp())
        #expect(host.texts == ["Count 7", "Add"])
        try host.tapButton("Add")
        #expect(host.texts == ["Count 8", "Add"])
    }

    @Test("Views with gestures, hover and user activities keep their content")
    func gesturesKeepContent() {
        #expect(HeadlessHost(DraggableBadge()).texts == ["Badge", "Hover none"])
    }

    @Test("Gestures keep the parameters they were made with")
    func gesturesKeepParameters() {
        #expect(DragGesture(minimumDistance: 4).minimumDistance == 4)
        #expect(LongPressGesture(minimumDuration: 2).minimumDuration == 2)
        #expect(SpatialTapGesture(count: 3).count == 3)
        #expect(MagnifyGesture(minimumScaleDelta: 0.5).minimumScaleDelta == 0.5)
        #expect(SequenceGesture(TapGesture(count: 2), LongPressGesture()).first.count == 2)
    }

    @Test("Setting an accessibility focus state redraws the views that read it")
    func accessibilityFocusStateIsKept() throws {
        let host = HeadlessHost(RotorArticleScreen())
        #expect(host.texts.contains("VoiceOver on nothing"))
        try host.tapButton("Jump to results")
        #expect(host.texts.contains("VoiceOver on Results"))
    }

    @Test("A scene storage of an optional starts out nil")
    func optionalSceneStorageStartsNil() {
        #expect(HeadlessHost(AnchoredTitleScreen()).texts == ["No draft", "Tab 0"])
    }

    @Test("UIKit's legibility weight maps to SwiftUI's, except unspecified")
    func legibilityWeightFromUIKit() {
        #expect(LegibilityWeight(.bold) == .bold)
        #expect(LegibilityWeight(.unspecified) == nil)
    }

    @Test("Assistive technologies form a set")
    func accessibilityTechnologiesFormASet() {
        let both: AccessibilityTechnologies = [.voiceOver, .switchControl]
        #expect(both.contains(.voiceOver))
        #expect(!AccessibilityTechnologies.voiceOver.contains(.switchControl))
    }

    @Test("A widget bundle's widgets are built from their configurations")
    func widgetBundleBuilds() {
        let widgets = FitnessWidgets().body
        #expect(String(describing: type(of: widgets)).contains("StepsWidget"))
    }
}
