import SwiftUI
import SwiftUIHeadless
import Testing

/// Custom control styles and the iOS 16 and 17 controls that the inventory push declared.
@Suite("Control styles and controls over several sources")
struct ControlStyleIdiomTests {
    @Test("A toggle with a custom style is still found by its label and flips")
    func styledToggleFlips() throws {
        let host = HeadlessHost(StyledControlsScreen())
        try #require(host.control("Subscribe")).toggle()
        #expect(host.control("Subscribe")?.isOn == true)
    }

    @Test("Controls with custom styles keep their labels and content")
    func styledControlsKeepContent() {
        let texts = HeadlessHost(StyledControlsScreen()).texts
        #expect(texts.contains("Family"))
        #expect(texts.contains("Renews monthly"))
    }

    @Test("A toggle over several sources is on only when every source is on")
    func sourcesToggleReadsAll() {
        #expect(HeadlessHost(AlarmsScreen()).control("All alarms")?.isOn == false)
    }

    @Test("Flipping a toggle over several sources sets every source")
    func sourcesToggleWritesAll() throws {
        let host = HeadlessHost(AlarmsScreen())
        try #require(host.control("All alarms")).toggle()
        #expect(host.texts.contains("Alarm 1: on, Bell"))
        #expect(host.texts.contains("Alarm 2: on, Bell"))
    }

    @Test("Choosing in a picker over several sources sets every source")
    func sourcesPickerWritesAll() throws {
        let host = HeadlessHost(AlarmsScreen())
        try #require(host.control("Tone")).select("Chime")
        #expect(host.texts.contains("Alarm 1: on, Chime"))
        #expect(host.texts.contains("Alarm 2: off, Chime"))
    }

    @Test("A Rename button is drawn as a button titled Rename")
    func renameButtonIsAButton() {
        #expect(HeadlessHost(AlarmsScreen()).button("Rename") != nil)
    }
}

@Suite("Controls titled with an asset's image")
struct ImageResourceControlTests {
    @Test("A button titled with an asset's image shows the asset by its name")
    func buttonShowsAsset() {
        #expect(HeadlessHost(BrandedControlsScreen()).images.contains("BrandMark"))
    }

    @Test("A toggle titled with an asset's image is found by its title and flips")
    func toggleWithAssetFlips() throws {
        let host = HeadlessHost(BrandedControlsScreen())
        try #require(host.control("Pinned")).toggle()
        #expect(host.control("Pinned")?.isOn == true)
    }
}
