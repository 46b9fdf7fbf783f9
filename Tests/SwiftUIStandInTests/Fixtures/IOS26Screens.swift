// Screens written the way an iOS 26 app uses Liquid Glass: glass buttons in a toolbar split by
// spacers, beside buttons made from their role alone; views grouped in a glass container; a
// styled text editor; and a tab bar that minimizes as its tab scrolls, with an accessory above it
// that reads its placement, and search moved to the bottom bar.

import SwiftUI

struct GlassNotesScreen: View {
    @Namespace private var glass
    @State private var draft = AttributedString("Draft")

    var body: some View {
        NavigationStack {
            ScrollView {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 20) {
                        Image(systemName: "pencil")
                            .frame(width: 44, height: 44)
                            .glassEffect(.regular.tint(.orange).interactive())
                            .glassEffectID("pencil", in: glass)
                        Image(systemName: "eraser")
                            .frame(width: 44, height: 44)
                            .glassEffect(.clear, in: .rect(cornerRadius: 12))
                            .glassEffectUnion(id: "tools", namespace: glass)
                            .glassEffectTransition(.matchedGeometry)
                    }
                }
                Image(systemName: "photo").backgroundExtensionEffect()
                ConcentricRectangle().fill(.blue)
                Button("Share") {}.buttonStyle(.glass(.clear))
                TextEditor(text: $draft)
                Text(draft)
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .safeAreaBar(edge: .bottom) { Text("3 notes") }
            .navigationTitle("Notes")
            .navigationSubtitle("Edited today")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Cancel") {}.buttonStyle(.glass)
                }
                ToolbarSpacer(.flexible)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}.buttonStyle(.glassProminent)
                }
                ToolbarSpacer(.fixed, placement: .bottomBar)
                ToolbarItem(placement: .title) { Text("Notes") }
                ToolbarItem(placement: .subtitle) { Text("Drafts") }
                ToolbarItem(placement: .cancellationAction) { Button(role: .close) {} }
                ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {} }
            }
        }
        .buttonSizing(.flexible)
    }
}

struct GlassTabsScreen: View {
    @State private var query = ""

    var body: some View {
        TabView {
            Tab("Library", systemImage: "books.vertical") {
                ScrollView { Text("Shelf") }
            }
            Tab("Search", systemImage: "magnifyingglass", role: .search) {
                NavigationStack {
                    List {
                        Section("A") { Text("Find") }
                            .sectionIndexLabel(Text("A"))
                    }
                    .listSectionIndexVisibility(.visible)
                    .navigationLinkIndicatorVisibility(.hidden)
                    .scrollEdgeEffectHidden()
                    .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                }
            }
        }
        .searchable(text: $query)
        .searchToolbarBehavior(.minimize)
        .tabViewSearchActivation(.searchTabSelection)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory { NowPlayingBar() }
    }
}

struct NowPlayingBar: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        switch placement {
        case .inline: Text("Playing")
        case .expanded: Text("Now playing: Side A")
        case nil: Text("Nowhere")
        }
    }
}
