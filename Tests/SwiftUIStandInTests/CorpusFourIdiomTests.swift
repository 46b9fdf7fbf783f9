import SwiftUI
import SwiftUIHeadless
import Testing

/// Constructs of public apps from corpus 4's findings: long presses, iOS 18's bar visibility,
/// old-style text field styles, attributed strings, text attributes and iOS 18's symbol effects.
@Suite("Idioms of public SwiftUI apps, corpus 4")
struct CorpusFourIdiomTests {
    @Test("A long press with a duration and a trailing closure keeps its view, under bars it hides")
    func longPressKeepsItsView() {
        let host = HeadlessHost(HotspotScreen())
        #expect(host.images == ["circle.circle"])
        #expect(host.texts == ["Panel closed"])
    }

    @Test("A custom text field style draws its body around the field")
    func customTextFieldStyleDrawsItsBody() {
        let host = HeadlessHost(SignUpForm())
        #expect(host.textField("Nickname") != nil)
        #expect(host.texts.contains("Required"))
    }

    @Test("A field under a custom style still takes typing")
    func styledFieldTakesTyping() throws {
        let host = HeadlessHost(SignUpForm())
        try host.type("Sam", into: "Nickname")
        #expect(host.texts.contains("Hello, Sam"))
        #expect(host.textField("Nickname")?.fieldText == "Sam")
    }

    @Test("A field under a built-in style is drawn once, as a plain field")
    func builtInStyleDrawsTheFieldOnce() {
        let host = HeadlessHost(RoundedSignUpForm())
        #expect(host.root.nodes(.textField("Nickname")).count == 1)
    }

    @Test("SwiftUI's attributes of an attributed string keep their values")
    func attributedStringKeepsSwiftUIAttributes() {
        let words = SaleBanner.words
        #expect(words.underlineStyle == .single)
        #expect(words.strikethroughStyle == Text.LineStyle(pattern: .dash, color: .gray))
        #expect(words.foregroundColor == .red)
        #expect(words.kern == 1.5)
    }

    @Test("A text of an attributed string shows its characters")
    func attributedTextShowsItsCharacters() {
        #expect(HeadlessHost(SaleBanner()).texts == ["Half price"])
    }

    @Test("A text with a custom attribute under a renderer still shows its words")
    func customAttributeKeepsTheText() {
        #expect(HeadlessHost(SecretCaption()).texts == ["Secret"])
    }

    @Test("Icons with iOS 18's symbol effects are all drawn")
    func symbolEffectsKeepTheirImages() {
        #expect(HeadlessHost(LivelyIcons()).images == ["heart.fill", "gear", "bell", "wifi", "bell.badge"])
    }

    @Test("A closure with explicit returns given to a stack draws the view it returns")
    func explicitReturnsInAStackClosure() {
        let host = HeadlessHost(BundledPicture())
        #expect(host.images.count == 1)
        #expect(!host.texts.contains("No picture"))
    }

    @Test("Tabs without labels draw their content, in a view that asks to print its changes")
    func unlabelledTabsDrawTheirContent() {
        #expect(HeadlessHost(HandDrawnTabBarScreen()).texts == ["Home page", "Search page", "Search"])
    }

    @Test("Badged tabs draw their content, and a conditional tab only when its condition holds")
    func conditionalTabsFollowTheirCondition() {
        #expect(HeadlessHost(BadgedTabsScreen(isSignedIn: false, prefersGrid: true)).texts == ["Inbox page", "Grid page"])
        #expect(HeadlessHost(BadgedTabsScreen(isSignedIn: true, prefersGrid: false)).texts == ["Inbox page", "Account page", "List page"])
    }

    @Test("A scroll view observed by phase and visibility still draws its content")
    func observedScrollViewDrawsItsContent() {
        #expect(HeadlessHost(GalleryScreen()).texts == ["Photo 0", "Photo 1", "Photo 2"])
    }

    @Test("A customizable tab view draws every tab, hidden by default or not")
    func customizableTabsDrawEveryTab() {
        #expect(HeadlessHost(CustomizableTabsScreen()).texts == ["Today page", "Archive page"])
    }

    @Test("A tab view customization remembers a tab's sidebar visibility through encoding")
    func tabCustomizationRoundTrips() throws {
        var customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "archive"] == .automatic)
        customization[sidebarVisibility: "archive"] = .hidden
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded[sidebarVisibility: "archive"] == .hidden)
        customization.resetVisibility()
        #expect(customization[sidebarVisibility: "archive"] == .automatic)
    }

    @Test("A view with an accessibility representation still draws itself, not the representation")
    func accessibilityRepresentationKeepsTheView() {
        let host = HeadlessHost(HandDrawnSwitch())
        #expect(host.texts == ["Off"])
        #expect(host.control("Wi-Fi") == nil)
    }
}
