import SwiftUI
import SwiftUIHeadless
import Testing

/// A details screen with the grouping views everyday SwiftUI uses.
private struct DetailsScreen: View {
    @State private var showsMore = false

    var body: some View {
        Form {
            LabeledContent("Pages", value: "320")
            LabeledContent("Rating") { Text("4 of 5") }
            GroupBox("Author") { Text("Ursula K. Le Guin") }
            DisclosureGroup("More", isExpanded: $showsMore) { Text("First published in 1969") }
            DisclosureGroup("Folded") { Text("Never drawn") }
        }
    }
}

@Suite("Grouping views: LabeledContent, GroupBox and DisclosureGroup")
struct GroupingViewTests {
    @Test("LabeledContent and GroupBox draw their label and their content")
    func labelsAndContentAreDrawn() {
        let host = HeadlessHost(DetailsScreen())
        #expect(host.texts.prefix(6) == ["Pages", "320", "Rating", "4 of 5", "Author", "Ursula K. Le Guin"])
    }

    @Test("A DisclosureGroup starts folded, and a tap on its label unfolds it through its binding")
    func disclosureUnfoldsOnTap() throws {
        let host = HeadlessHost(DetailsScreen())
        #expect(!host.texts.contains("First published in 1969"))
        try host.tapButton("More")
        #expect(host.texts.contains("First published in 1969"))
        #expect(!host.texts.contains("Never drawn"))
    }
}
