import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// A card as people write it: the modifiers and values the review found missing from the stand-in.
private struct BookCard: View {
    @Environment(\.locale) private var locale
    @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
    @State private var loading = true

    var body: some View {
        ScrollView {
            Label("Dune", systemImage: "book")
                .frame(width: iconSize)
            Text(locale.identifier.isEmpty ? "no locale" : "has a locale")
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        .background(Color.blue.gradient)
        .redacted(reason: loading ? .placeholder : [])
        .defaultScrollAnchor(.bottom)
        .animation(.spring(), value: loading)
    }
}

/// Overloads Apple has besides the ones apps first reach for: a string badge, a date range, a
/// codable link value, gestures in a `some CoordinateSpaceProtocol`, an inset on a side.
private struct OverloadCard: View {
    let title = "Reading list"
    let span = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 3600)
    @State private var note = ""
    @State private var isShowing = false

    var body: some View {
        List {
            Text(span)
                .font(.system(size: 12))
                .font(.system(size: 12, weight: .bold, design: .rounded))
                .lineLimit(...3)
            TextField(title, text: $note, prompt: nil, axis: .vertical)
            NavigationLink("Dune", value: 3)
            ProgressView(Progress(totalUnitCount: 4))
        }
        .badge("NEW")
        .badge(title)
        .background(.red, in: RoundedRectangle(cornerRadius: 4))
        .safeAreaInset(edge: .leading) { Text("side") }
        .onTapGesture(coordinateSpace: .global) { _ in }
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local))
        .alert(Text("Delete?"), isPresented: $isShowing, presenting: title) { _ in Button("OK") {} }
    }
}

@Suite("Everyday modifiers and values")
struct EverydayModifierTests {
    @Test("Insets, a colour's gradient, redaction, a scroll anchor, a scaled metric, the locale and .spring() compile, and the content stays readable")
    func everydayModifiersKeepTheContent() {
        let host = HeadlessHost(BookCard())
        #expect(host.texts.contains("Dune"))
        #expect(host.texts.contains("has a locale"))
        #expect(host.root.description.contains("redacted"))
    }

    @Test("Apple's other overloads (string badge, date range, codable link value…) compile without ambiguity and keep the content")
    func otherOverloadsKeepTheContent() {
        let host = HeadlessHost(OverloadCard())
        let span = OverloadCard().span
        #expect(host.texts.contains("\(span.lowerBound.formatted()) – \(span.upperBound.formatted())"))
        #expect(host.texts.contains("Dune"))
        #expect(host.texts.contains("side"))
    }

    @Test("A scaled metric reads, at the default text size, the value written")
    func scaledMetricKeepsItsValue() {
        @ScaledMetric var size = 24.0
        #expect(size == 24)
    }
}
