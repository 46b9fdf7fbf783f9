import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// Constructs of public apps from corpus 5's tuning half: custom accessibility content, a
/// notification's publisher, UIKit's named colours, CoreGraphics' constructors, Markdown and
/// speech attributes.
@Suite("Idioms of public SwiftUI apps, corpus 5")
struct CorpusFiveIdiomTests {
    @Test("A row with custom accessibility content, a notification's publisher and a formatted date draws its content")
    func customAccessibilityContentKeepsTheRow() {
        #expect(HeadlessHost(MemberRow(name: "Ada", age: 36)).texts == ["Ada", "Back 0 times", "Joined 1970"])
    }

    @Test("Markdown keeps its words, marks strong text and carries the link")
    func markdownKeepsWordsStylesAndLinks() throws {
        let credit = CreditLine.credit
        #expect(String(credit.characters) == "Data by Pokédex — see more")
        let strong = try #require(credit.runs.first { $0.inlinePresentationIntent == .stronglyEmphasized })
        #expect(String(credit[strong.range].characters) == "Pokédex")
        let linked = try #require(credit.runs.first { $0.link != nil })
        #expect(String(credit[linked.range].characters) == "more")
        #expect(linked.link == URL(string: "https://example.org/dex"))
    }

    @Test("Markdown leaves a lone asterisk and a snake_case word as they are")
    func markdownLeavesPlainMarkersAlone() throws {
        let text = try AttributedString(markdown: "2 * 3 in snake_case_name")
        #expect(String(text.characters) == "2 * 3 in snake_case_name")
        #expect(text.runs.allSatisfy { $0.inlinePresentationIntent == nil })
    }

    @Test("A text of Markdown shows its words without the markers")
    func markdownTextShowsItsWords() {
        #expect(HeadlessHost(CreditLine()).texts == ["Data by Pokédex — see more"])
    }

    @Test("An attributed string keeps how VoiceOver should read it")
    func attributedStringKeepsSpeechAttributes() {
        var code = AttributedString("X7-Q2")
        code.accessibilitySpeechSpellsOutCharacters = true
        code.accessibilityTextHeadingLevel = 2
        #expect(code.accessibilitySpeechSpellsOutCharacters == true)
        #expect(code.accessibilityTextHeadingLevel == 2)
    }

    @Test("A timer's duration formats as Apple's formatter writes it, positional or spelled out")
    func durationsFormatAsApplesDo() {
        let clock = DateComponentsFormatter()
        clock.allowedUnits = [.minute, .second]
        clock.zeroFormattingBehavior = .pad
        #expect(clock.string(from: 3725) == "62:05")
        let words = DateComponentsFormatter()
        words.unitsStyle = .abbreviated
        #expect(words.string(from: 7865) == "2h 11m 5s")
    }

    @Test("A measurement and a name format with a plain initialiser, as on Apple platforms")
    func measurementsAndNamesFormat() {
        let weather = MeasurementFormatter()
        weather.unitOptions = .providedUnit
        #expect(weather.string(from: Measurement(value: 3, unit: UnitLength.kilometers)) == "3 km")
        var name = PersonNameComponents()
        name.givenName = "Ada"
        name.familyName = "Lovelace"
        #expect(PersonNameComponentsFormatter().string(from: name) == "Ada Lovelace")
    }

    @Test("A localized string with interpolations reads as its value where no catalogue translates it")
    func localizedStringReadsAsItsValue() {
        let count = 3
        #expect(String(localized: "\(count) new messages") == "3 new messages")
        #expect(String(AttributedString(localized: "**Saved** at noon").characters) == "Saved at noon")
    }

    @Test("Strings kept as localized string resources read as their values beside literal keys")
    func localizedStringResourcesReadAsTheirValues() throws {
        var owner = PersonNameComponents()
        owner.givenName = "Ada"
        owner.familyName = "Lovelace"
        let host = HeadlessHost(InboxHeader(owner: owner, unread: 3))
        #expect(host.texts.prefix(3) == ["Mail for Ada", "Inbox", "3 unread, 1970"])
        try host.tapButton("Mark all read")
        #expect(host.texts.contains("Cleared"))
        let archive = InboxHeader.Folder.archive.title
        #expect(archive.key == "folder.archive" && String(localized: archive) == "Archive")
    }

    @Test("A name formats at each of the format style's lengths")
    func namesFormatAtEachStyle() {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "Thomas"
        name.middleName = "Louis"
        name.familyName = "Clark"
        name.nickname = "Tom"
        #expect(name.formatted() == "Thomas Clark")
        #expect(name.formatted(.name(style: .long)) == "Dr. Thomas Louis Clark")
        #expect(name.formatted(.name(style: .short)) == "Tom")
        #expect(name.formatted(.name(style: .abbreviated)) == "TC")
    }

    @Test("A name and a measurement format as attributed strings whose runs say which part they are")
    func attributedNamesAndMeasurementsMarkTheirParts() throws {
        var name = PersonNameComponents()
        name.givenName = "Michael"
        name.familyName = "Douglas"
        let card = ContactDistanceCard(name: name)
        #expect(HeadlessHost(card).texts == ["Michael Douglas", "200 kilometers", "200km"])
        let family = try #require(card.styledName.runs.first { $0.font == .headline })
        #expect(String(card.styledName[family.range].characters) == "Douglas")
        let parts = name.formatted(.name(style: .long).attributed).runs.map(\.personNameComponent)
        #expect(parts == [.givenName, .delimiter, .familyName])
        let value = try #require(card.styledDistance.runs.first { $0.font == .title })
        #expect(String(card.styledDistance[value.range].characters) == "200")
    }

    @Test("A bundled font made from a data provider registers once, as CoreText allows")
    func fontRegistersOnceFromADataProvider() throws {
        let provider = try #require(CGDataProvider(data: Self.fontNamed("StandInSans-Bold") as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "StandInSans-Bold")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        // CoreText's code for a font already registered.
        #expect(error?.takeRetainedValue().code == 105)
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        let text = try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))
        #expect(CGFont(text) == nil)
    }

    @Test("iCloud's key-value store keeps values in memory, and iCloud Drive answers as when signed out")
    func keyValueStoreRoundTrips() throws {
        let store = NSUbiquitousKeyValueStore.default
        store.set("Save iCloud", forKey: "corpus5.message")
        store.set(Int64(3), forKey: "corpus5.count")
        #expect(store.synchronize())
        #expect(store.string(forKey: "corpus5.message") == "Save iCloud")
        #expect(store.longLong(forKey: "corpus5.count") == 3 && store.double(forKey: "corpus5.count") == 3)
        store.removeObject(forKey: "corpus5.message")
        #expect(store.object(forKey: "corpus5.message") == nil)
        #expect(FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil)
        #expect(FileManager.default.ubiquityIdentityToken == nil)
        let query = NSMetadataQuery()
        #expect(!query.start())
        query.predicate = NSPredicate(value: true)
        #expect(query.start() && query.resultCount == 0)
    }

    /// The smallest TrueType file CGFont reads: a table directory holding one naming table, whose
    /// one record is the PostScript name in UTF-16.
    static func fontNamed(_ postScriptName: String) -> Data {
        func bigEndian(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        let name = postScriptName.utf16.flatMap { bigEndian(Int($0), 2) }
        let directory = bigEndian(0x0001_0000, 4) + bigEndian(1, 2) + [UInt8](repeating: 0, count: 6)
        let record = Array("name".utf8) + bigEndian(0, 4) + bigEndian(28, 4) + bigEndian(18 + name.count, 4)
        let table = bigEndian(0, 2) + bigEndian(1, 2) + bigEndian(18, 2)
            + bigEndian(3, 2) + bigEndian(1, 2) + bigEndian(0x409, 2) + bigEndian(6, 2) + bigEndian(name.count, 2) + bigEndian(0, 2)
        return Data(directory + record + table + name)
    }
}
