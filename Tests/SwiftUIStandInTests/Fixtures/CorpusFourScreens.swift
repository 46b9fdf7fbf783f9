import Foundation
import SwiftUI

/// A hotspot that shows an info panel after a long press, under bars it hides.
struct HotspotScreen: View {
    @State private var isPanelShown = false

    var body: some View {
        NavigationStack {
            HStack {
                Image(systemName: "circle.circle")
                    .onLongPressGesture(minimumDuration: 1) {
                        withAnimation(.easeOut) { isPanelShown.toggle() }
                    }
                Text(isPanelShown ? "Panel open" : "Panel closed")
                    .onLongPressGesture { isPanelShown = false }
            }
            .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
            .toolbarVisibility(.hidden, for: .tabBar)
        }
    }
}

/// A text field style written the old way, around `_body(configuration:)`, with a hint under it.
struct HintedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        VStack(alignment: .leading) {
            configuration
                .padding(8)
                .background(.quaternary, in: Capsule())
            Text("Required")
                .font(.caption)
        }
    }
}

struct SignUpForm: View {
    @State private var nickname = ""

    var body: some View {
        VStack {
            TextField("Nickname", text: $nickname)
                .textFieldStyle(HintedFieldStyle())
            Text("Hello, \(nickname)")
        }
    }
}

struct RoundedSignUpForm: View {
    @State private var nickname = ""

    var body: some View {
        TextField("Nickname", text: $nickname)
            .textFieldStyle(.roundedBorder)
    }
}

/// A banner whose words carry SwiftUI's attributes.
struct SaleBanner: View {
    static var words: AttributedString {
        var words = AttributedString("Half price")
        words.underlineStyle = .single
        words.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .gray)
        words.foregroundColor = .red
        words.backgroundColor = .yellow
        words.font = .headline
        words.kern = 1.5
        words.baselineOffset = 2
        return words
    }

    var body: some View {
        Text(Self.words)
    }
}

/// Marks the part of a text a renderer blurs.
struct Blurred: TextAttribute {}

struct BlurringRenderer: TextRenderer {
    var radius: Double

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flatMap({ $0 }) {
            var copy = context
            if run[Blurred.self] != nil {
                copy.addFilter(.blur(radius: radius))
            }
            copy.draw(run)
        }
    }
}

struct SecretCaption: View {
    var body: some View {
        Text("Secret")
            .customAttribute(Blurred())
            .textRenderer(BlurringRenderer(radius: 4))
    }
}

/// iOS 18's symbol effects on a few icons.
struct LivelyIcons: View {
    @State private var taps = 0

    var body: some View {
        HStack {
            Image(systemName: "heart.fill").symbolEffect(.breathe.pulse, value: taps)
            Image(systemName: "gear").symbolEffect(.rotate.counterClockwise.wholeSymbol, value: taps)
            Image(systemName: "bell").symbolEffect(.wiggle.right.byLayer, value: taps)
            Image(systemName: "wifi").symbolEffect(.breathe, isActive: taps > 0)
            Image(systemName: "bell.badge")
                .symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 1)), value: taps)
                .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp)))
        }
    }
}

/// A picture from a resource bundle, chosen in a closure that returns type-erased views.
struct BundledPicture: View {
    var body: some View {
        VStack { () -> AnyView in
            guard let image = UIImage(named: "sky.jpg", in: Bundle.main, with: nil) else {
                return AnyView(Text("No picture"))
            }
            return AnyView(Image(uiImage: image).resizable().scaledToFit())
        }
    }
}

/// Tabs without labels, under a tab bar the app draws itself.
struct HandDrawnTabBarScreen: View {
    enum Page: Hashable { case home, search }

    @State private var page = Page.home

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TabView(selection: $page) {
                Tab(value: .home) { Text("Home page") }
                Tab(value: .search) { Text("Search page") }
            }
            Button("Search") { page = .search }
        }
    }
}

/// iOS 18 tabs with badges, one shown only when signed in, and one of two chosen by a condition.
struct BadgedTabsScreen: View {
    var isSignedIn: Bool
    var prefersGrid: Bool
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: 0) { Text("Inbox page") }
                .badge(3)
            if isSignedIn {
                Tab("Account", systemImage: "person", value: 1) { Text("Account page") }
                    .badge("New")
                    .customizationID("account")
            }
            if prefersGrid {
                Tab("Grid", systemImage: "square.grid.2x2", value: 2) { Text("Grid page") }
            } else {
                Tab("List", systemImage: "list.bullet", value: 3) { Text("List page") }
            }
        }
    }
}

/// iOS 18's scroll and search observation, and a zoom source with a styled configuration.
struct GalleryScreen: View {
    @Namespace private var zoom
    @FocusState private var isSearching: Bool
    @State private var query = ""
    @State private var lastSpeed: CGFloat = 0

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(0..<3, id: \.self) { index in
                    Text("Photo \(index)")
                        .matchedTransitionSource(id: index, in: zoom) { source in
                            source.background(.black).clipShape(RoundedRectangle(cornerRadius: 12)).shadow(radius: 6)
                        }
                }
            }
            .onScrollPhaseChange { _, _, context in
                lastSpeed = context.velocity?.dy ?? 0
            }
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
            .searchable(text: $query)
            .searchFocused($isSearching)
        }
    }
}

/// Sample data every preview of the gallery shares.
struct GallerySamples: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["Dunes", "Glacier"] }

    func body(content: Content, context: [String]) -> some View {
        content.environment(\.locale, Locale(identifier: "en_GB"))
    }
}

#Preview(traits: .modifier(GallerySamples())) {
    GalleryScreen()
}

/// A sidebar-adaptable tab view whose tabs people may hide or keep only in the sidebar.
struct CustomizableTabsScreen: View {
    @State private var customization = TabViewCustomization()

    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") { Text("Today page") }
                .customizationID("today")
                .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            Tab("Archive", systemImage: "archivebox") { Text("Archive page") }
                .customizationID("archive")
                .defaultVisibility(.hidden, for: .tabBar)
                .tabPlacement(.sidebarOnly)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        .tabViewSidebarHeader { Text("Library") }
        .defaultAdaptableTabBarPlacement(.sidebar)
    }
}

/// A switch drawn by hand, which assistive technologies read as a toggle.
struct HandDrawnSwitch: View {
    @State private var isOn = false

    var body: some View {
        Capsule()
            .fill(isOn ? .green : .gray)
            .overlay { Text(isOn ? "On" : "Off") }
            .onTapGesture { isOn.toggle() }
            .accessibilityRepresentation {
                Toggle("Wi-Fi", isOn: $isOn)
            }
    }
}
