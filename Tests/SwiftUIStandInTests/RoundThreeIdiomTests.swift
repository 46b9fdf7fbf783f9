import SwiftUI
import SwiftUIHeadless
import Testing

/// Constructs of public apps from the third round of corpus findings, where they have behaviour.
@Suite("Idioms of public SwiftUI apps, third round")
struct RoundThreeIdiomTests {
    @Test("A view that receives a timer's values draws its content")
    func timerReceiverDrawsContent() {
        #expect(HeadlessHost(CountdownScreen()).texts == ["3 s left"])
    }

    @Test("A window that offers menu commands still shows its content")
    func commandsKeepTheWindow() {
        #expect(HeadlessHost(app: ThemedApp()).texts == ["3 s left"])
    }

    @Test("A tab view built from Tabs draws each tab's content")
    func tabsDrawTheirContent() {
        #expect(HeadlessHost(TabbedScreen()).texts == ["Home page", "Settings page", "No mail", "Search mail"])
    }

    @Test("A canvas draws nothing the host reads, and the views around it stay")
    func canvasKeepsItsNeighbours() {
        #expect(HeadlessHost(SparklineScreen()).texts == ["Last week"])
    }

    @Test("A graphics context's layer draws on a copy: the outer transform is unchanged")
    func graphicsContextLayerIsACopy() {
        var context = GraphicsContext()
        context.translateBy(x: 5, y: 0)
        context.drawLayer { layer in layer.scaleBy(x: 2, y: 2) }
        #expect(context.transform == CGAffineTransform(translationX: 5, y: 0))
    }

    @Test("A control group's buttons act as buttons")
    func controlGroupButtonsAct() throws {
        let host = HeadlessHost(ZoomControls())
        try host.tapButton("Larger")
        #expect(host.texts.contains("Zoom 2"))
    }

    @Test("A timer publisher keeps its interval through autoconnect")
    func autoconnectKeepsUpstream() {
        let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
        #expect(timer.upstream.interval == 2)
    }

    @Test("A slider with steps and value labels snaps to its step")
    func steppedSliderWithValueLabelsSnaps() throws {
        let host = HeadlessHost(VolumeAndFlavourScreen())
        try #require(host.control("Volume")).slide(to: 5.2)
        #expect(host.control("Volume")?.value == 6)
    }

    @Test("An action sheet for an item shows while the item is set, and its button runs with it")
    func actionSheetForItem() throws {
        let host = HeadlessHost(VolumeAndFlavourScreen())
        #expect(host.alert == nil)
        try host.tapButton("Offer")
        #expect(host.alert?.title == "Try Mint?")
        try host.tapButton("Take it")
        #expect(host.alert == nil)
        #expect(host.texts.contains("Chosen: Mint"))
    }

    @Test("A text field that shares its selection still takes typing")
    func selectionTextFieldTakesTyping() throws {
        let host = HeadlessHost(SelectionScreen())
        try host.type("Buy milk", into: "Note")
        #expect(host.textField("Note")?.fieldText == "Buy milk")
        #expect(host.texts == ["no cursor"])
    }

    @Test("A selection made at one index is an insertion point; one over a range is not")
    func insertionPoint() {
        let text = "milk"
        #expect(TextSelection(insertionPoint: text.startIndex).isInsertion)
        #expect(!TextSelection(range: text.startIndex..<text.endIndex).isInsertion)
    }

    @Test("The lines of a byte sequence drop their line breaks, CRLF included")
    func asyncLines() async throws {
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in "one\r\ntwo\nthree".utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        var lines: [String] = []
        for try await line in bytes.lines { lines.append(line) }
        #expect(lines == ["one", "two", "three"])
    }

    @Test("A predicate that matches a regular expression compares the whole string")
    func predicateMatchesWholeString() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[a-z]+@[a-z]+\\.[a-z]{2,}")
        #expect(email.evaluate(with: "ada@example.org"))
        #expect(!email.evaluate(with: "write to ada@example.org"))
    }

    @Test("A URL error code that Linux does not list is unknown")
    func unlistedURLErrorCodeIsUnknown() {
        let code: URLError.Code = URLError.Code(rawValue: 404)
        #expect(code == .unknown)
        #expect(URLError.Code(rawValue: URLError.Code.timedOut.rawValue) == .timedOut)
    }
}
