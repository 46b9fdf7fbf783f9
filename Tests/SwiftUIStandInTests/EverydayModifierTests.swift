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

@Suite("Everyday modifiers and values")
struct EverydayModifierTests {
    @Test("Insets, a colour's gradient, redaction, a scroll anchor, a scaled metric, the locale and .spring() compile, and the content stays readable")
    func everydayModifiersKeepTheContent() {
        let host = HeadlessHost(BookCard())
        #expect(host.texts.contains("Dune"))
        #expect(host.texts.contains("has a locale"))
        #expect(host.root.description.contains("redacted"))
    }

    @Test("A scaled metric reads, at the default text size, the value written")
    func scaledMetricKeepsItsValue() {
        @ScaledMetric var size = 24.0
        #expect(size == 24)
    }
}
