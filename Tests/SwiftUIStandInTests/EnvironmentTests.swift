import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Environment and apps")
struct EnvironmentTests {
    @Test("an environment key gives its default value when no ancestor sets it")
    func keyDefault() async {
        let host = HeadlessHost(InjectedShelf())
        await host.settle()
        #expect(host.list != nil)
        #expect(host.rows.isEmpty)
    }

    @Test(".environment(_:_:) hands a value to the views below")
    func keyOverride() async {
        let host = HeadlessHost(InjectedShelf().environment(\.novelSource, FakeNovelSource([Novel.samples[2]])))
        await host.settle()
        #expect(host.rows.map(\.texts) == [["The Leopard"]])
    }

    @Test("@Environment(Type.self) reads the object .environment(_:) put there")
    func objectByType() throws {
        let preferences = ReadingPreferences()
        let host = HeadlessHost(PreferencesPanel().environment(preferences))
        try host.tapButton("Toggle years")
        #expect(preferences.showsYears == false)
        #expect(host.texts.first == "Years hidden")
    }

    @Test("an optional @Environment(Type.self) is nil when no ancestor sets the object")
    func optionalObject() {
        let host = HeadlessHost(PreferencesPanel().environment(ReadingPreferences()))
        #expect(host.textField("Unused")?.fieldText == "no router")
    }

    @Test("an app draws its first window with the environment its scene sets")
    func appWindow() {
        let host = HeadlessHost(app: PreferencesApp())
        #expect(host.texts.first == "Years shown")
        #expect(host.textField("Unused")?.fieldText == "router")
    }

    @Test("an app's @State and its window's tasks work as in a view")
    func appWithState() async {
        let host = HeadlessHost(app: ShelfApp())
        await host.settle()
        #expect(host.rows.map(\.texts) == [["Kindred"]])
    }
}

@Suite("View builders")
struct BuilderTests {
    @Test("switch, if let, ForEach and format specifiers draw the expected texts")
    func showcaseTexts() {
        let host = HeadlessHost(BuilderShowcase(mood: .busy, note: "Reading", tags: ["a", "b"], rating: 4.25))
        #expect(host.texts == ["Busy", "Reading", "#a", "#b", "Rated 4.2", "4.25", "Line 0", "Line 1"])
        #expect(host.images == ["flame", "star.fill"])
    }

    @Test("the other branches of switch and if draw instead")
    func showcaseOtherBranches() {
        let host = HeadlessHost(BuilderShowcase(mood: .away, note: nil, tags: [], rating: 0))
        #expect(host.texts == ["No note", "Rated 0.0", "0.00", "Line 0", "Line 1"])
    }

    @Test("a progress view with a value reports its fraction")
    func progressFraction() throws {
        let host = HeadlessHost(BuilderShowcase(mood: .calm, note: nil, tags: [], rating: 4))
        let progress = try #require(host.screen.nodes(.progressView).first)
        #expect(progress.fraction == 0.8)
    }
}
