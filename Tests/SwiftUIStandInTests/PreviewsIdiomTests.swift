import SwiftUI
import SwiftUIHeadless
import Testing

/// Preview and library API that project files declare beside their views.
@Suite("Preview and library idioms")
struct PreviewsIdiomTests {
    @Test("A library content provider lists the items it builds")
    func libraryProviderListsItems() {
        #expect(BadgeLibrary().views.count == 2)
    }

    @Test("A preview context reads a key's default when it sets none")
    func previewContextReadsDefault() {
        #expect(EmptyContext()[Family.self] == "small")
    }

    @Test("A view with a preview context is the view itself")
    @MainActor
    func previewContextKeepsTheView() {
        #expect(HeadlessHost(Badge().previewContext(EmptyContext())).texts == ["New"])
    }
}

private struct Badge: View {
    var body: some View {
        Text("New")
    }
}

private struct BadgeLibrary: LibraryContentProvider {
    @LibraryContentBuilder
    var views: [LibraryItem] {
        LibraryItem(Badge(), title: "Badge", category: .control)
        LibraryItem(Badge().font(.largeTitle), title: "Large badge")
    }
}

private struct Family: PreviewContextKey {
    static let defaultValue = "small"
}

private struct EmptyContext: PreviewContext {
    subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey {
        Key.defaultValue
    }
}
