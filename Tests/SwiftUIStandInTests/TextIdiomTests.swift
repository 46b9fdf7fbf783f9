import SwiftUI
import SwiftUIHeadless
import Testing

/// Text API as apps write it: formatter-backed fields, timers, labeled-content styles, labels
/// with asset images, canvas text and UIKit's text values.
@Suite("Text and symbol idioms")
struct TextIdiomTests {
    @Test("A text field with a number formatter shows the value and parses what is typed")
    func formatterFieldParsesTypedText() throws {
        let host = HeadlessHost(AgeForm())
        #expect(host.textField("Age")?.fieldText == "30")
        try host.type("42", into: "Age")
        #expect(host.texts.contains("Age is 42"))
    }

    @Test("Text a number formatter does not parse leaves the value as it was")
    func unparsableTextKeepsTheValue() throws {
        let host = HeadlessHost(AgeForm())
        try host.type("forty", into: "Age")
        #expect(host.texts.contains("Age is 30"))
    }

    @Test("A paused timer text reads the time left at its pause")
    func pausedTimerReadsTimeLeft() {
        let start = Date(timeIntervalSince1970: 0)
        let text = Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(355))
        #expect(HeadlessHost(text).texts == ["4:05"])
    }

    @Test("A timer counting up past an hour shows hours")
    func timerCountingUpShowsHours() {
        let start = Date(timeIntervalSince1970: 0)
        let text = Text(timerInterval: start...start.addingTimeInterval(7200), pauseTime: start.addingTimeInterval(3725), countsDown: false)
        #expect(HeadlessHost(text).texts == ["1:02:05"])
    }

    @Test("Labeled content under a custom style still shows its label and value")
    func labeledContentStyleKeepsLabelAndValue() {
        #expect(HeadlessHost(ReceiptRow()).texts == ["Total", "$12"])
    }

    @Test("A label with an asset image shows its title and the image")
    func labelWithAssetImage() {
        let host = HeadlessHost(Label("Profile", image: "avatar"))
        #expect(host.texts == ["Profile"])
        #expect(host.images == ["avatar"])
    }

    @Test("Text sizes order from the smallest to the largest")
    func sizeCategoriesOrder() {
        #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(ContentSizeCategory.small <= .small)
        #expect(!(ContentSizeCategory.large < .medium))
    }

    @Test("UIKit's text values convert, and its unspecified ones give nil")
    func uiKitTextValuesConvert() {
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraLarge) == .accessibility3)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
    }

    @Test("Text that is spoken, typeset and underlined with a pattern reads as written")
    func spokenTextReadsAsWritten() {
        #expect(HeadlessHost(SpokenCode()).texts == ["A1B2"])
    }

    @Test("Text under a custom renderer reads as written")
    func textRendererKeepsTheText() {
        #expect(HeadlessHost(Text("Wave").textRenderer(WaveRenderer())).texts == ["Wave"])
    }

    @Test("Canvas drawing code that resolves text and images before drawing runs")
    func canvasResolvesTextAndImages() {
        var context = GraphicsContext()
        context.blendMode = .softLight
        context.addFilter(.grayscale(1))
        let label = context.resolve(Text("42"))
        context.draw(label, at: CGPoint(x: 10, y: 10), anchor: .leading)
        context.draw(context.resolve(Image(systemName: "star")), in: CGRect(x: 0, y: 0, width: 8, height: 8))
        context.clipToLayer { layer in layer.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(white: 0.5)) }
        #expect(label.measure(in: CGSize(width: 100, height: 100)) == .zero)
        #expect(context.resolveSymbol(id: "dot") == nil)
        #expect(context.blendMode == .softLight)
    }
}

private struct AgeForm: View {
    @State private var age = 30
    private let formatter = NumberFormatter()

    var body: some View {
        Form {
            TextField("Age", value: $age, formatter: formatter)
            Text("Age is \(age)")
        }
    }
}

private struct TrailingValueStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

private struct ReceiptRow: View {
    var body: some View {
        LabeledContent("Total", value: "$12")
            .labeledContentStyle(TrailingValueStyle())
            .typesettingLanguage(.explicit(Locale.Language(identifier: "en")))
            .writingToolsBehavior(.disabled)
            .labeledContentStyle(.automatic)
    }
}

private struct WaveRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                ctx.translateBy(x: 0, y: run.typographicBounds.rect.height)
                ctx.draw(run)
            }
        }
    }
}

private struct SpokenCode: View {
    var body: some View {
        Text("A1B2")
            .speechSpellsOutCharacters()
            .underline(pattern: .dash, color: .red)
            .typesettingLanguage(.automatic)
            .foregroundStyle(PlaceholderTextShapeStyle())
    }
}
