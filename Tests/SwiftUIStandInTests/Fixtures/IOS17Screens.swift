// Screens written with the iOS 17 and 18 API as Apple's documentation shows it: lists over a
// binding and with selection, edit mode, a timeline, layouts as values, `@Entry`, symbol effects,
// label styles, shape views that chain, and the navigation bar's search drawer.

import SwiftUI

struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
    var isDone = false
}

extension EnvironmentValues {
    @Entry var choreAccent: Color = .orange
    @Entry var choreLimit: Int? = nil
}

extension Transaction {
    @Entry var isFromWidget: Bool = false
}

/// Rows edited through `ForEach($chores)`: each button writes into the array it came from.
struct ChoreChecklist: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    @State private var selection: Chore.ID?
    @State private var picked = Set<Chore.ID>()
    @Environment(\.editMode) private var editMode

    var body: some View {
        NavigationStack {
            VStack {
                ForEach($chores) { $chore in
                    Button(chore.isDone ? "\(chore.title) done" : chore.title) {
                        chore.isDone.toggle()
                    }
                }
                List(chores, selection: $selection) { chore in Text(chore.title) }
                List(selection: $picked) {
                    ForEach(chores) { chore in Text(chore.title).tag(chore.id) }
                }
                List($chores) { $chore in Text(chore.title) }
                List($chores, selection: $picked) { $chore in Text(chore.title) }
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
            }
            .toolbar { EditButton() }
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
        }
    }
}

/// A clock drawn by `TimelineView`, inside a layout chosen at run time.
struct ClockFace: View {
    var isWide = true

    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 8)) : AnyLayout(VStackLayout())
        layout {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date == .distantPast ? "Never" : "Ticking")
            }
            TimelineView(.everyMinute) { _ in Text("Minute") }
            TimelineView(.animation(minimumInterval: 0.5)) { _ in Text("Frame") }
        }
    }
}

/// Reads the `@Entry` values a parent sets.
struct AccentBadge: View {
    @Environment(\.choreAccent) private var accent
    @Environment(\.choreLimit) private var limit

    var body: some View {
        Text("Accent \(accent.description), limit \(limit.map(String.init) ?? "none")")
    }
}

/// Lays out its subviews in a row; the stand-in draws them in order.
struct RowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let fitted = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + fitted.width, height: max(size.height, fitted.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Modifiers that change no content: styles, effects and transactions.
struct DecoratedSymbols: View {
    @State private var count = 0
    @State private var isMuted = false

    var body: some View {
        RowLayout {
            Label("Bell", systemImage: "bell").labelStyle(.iconOnly)
            Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)
            Image(systemName: isMuted ? "speaker.slash" : "speaker")
                .contentTransition(.symbolEffect(.replace))
                .symbolEffect(.bounce, value: count)
                .symbolEffect(.pulse, isActive: isMuted)
            Circle().fill(.blue).stroke(.red, lineWidth: 2)
            RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, lineWidth: 1)
            Text("Shifted")
                .visualEffect { content, proxy in
                    content.offset(y: proxy.size.height / 10).opacity(0.9)
                }
                .transaction { $0.animation = nil }
                .transaction(value: count) { $0.isFromWidget = true }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

/// A button style of the app's own, as apps write it.
struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.role == .destructive ? 0.8 : 1)
    }
}

/// A height measured by a child and reported up through a preference.
struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Reads the symbol variant its parent sets.
struct VariantReader: View {
    @Environment(\.symbolVariants) private var variants

    var body: some View {
        Text(variants.contains(.fill) ? "Filled" : "Outlined")
    }
}

/// Styles, preferences, phases and scroll effects as apps write them.
struct StyledFeed: View {
    @State private var height: CGFloat = 0

    var body: some View {
        ScrollView {
            Button("Save") {}.buttonStyle(PressableStyle())
            Text("Measured")
                .preference(key: HeightKey.self, value: 20)
                .onPreferenceChange(HeightKey.self) { height = $0 }
                .overlayPreferenceValue(HeightKey.self) { value in Text("Overlay \(Int(value))") }
            VariantReader().symbolVariant(.circle.fill)
            ProgressView(value: 0.5).progressViewStyle(.linear)
            Text("Pulse").phaseAnimator([1.0, 0.5]) { content, scale in
                content.scaleEffect(scale)
            }
            Text("Card")
                .scrollTransition { effect, phase in
                    effect.opacity(phase.isIdentity ? 1 : 0.5)
                }
        }
        .contentMargins(16, for: .scrollContent)
    }
}

/// The results of a search read `isSearching` and can end the search themselves.
struct SearchResults: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        if isSearching {
            Button("Cancel search") { dismissSearch() }
        } else {
            Text("Recent searches")
        }
    }
}

struct SearchScreen: View {
    @State private var query = ""
    @State private var isPresented = false
    @State private var isExpanded = true

    var body: some View {
        NavigationStack {
            List {
                SearchResults()
                Section("Favourites", isExpanded: $isExpanded) {
                    Image("star", bundle: nil, label: Text("Star"))
                    Image(systemName: "wifi", variableValue: 0.5)
                }
                .headerProminence(.increased)
                Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
                    .gaugeStyle(.accessoryCircular)
                ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("25%") }
                Menu("Sort", content: { Button("Name") {} }, primaryAction: {})
            }
            .searchable(text: $query, isPresented: $isPresented, placement: .navigationBarDrawer, prompt: "Find")
        }
    }
}

/// A split view with bound columns, older links, and an animation with a completion.
struct LibrarySplit: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var column = NavigationSplitViewColumn.sidebar
    @State private var isShowingDetail = false
    @State private var selected: Int?
    @State private var picked: Chore?
    @State private var status = "Idle"

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
            NavigationLink("Settings", isActive: $isShowingDetail) { Text("Settings screen") }
            NavigationLink("First", tag: 1, selection: $selected) { Text("First screen") }
        } detail: {
            Button(status) {
                withAnimation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.3)) {
                    status = "Moving"
                } completion: {
                    status = "Done"
                }
            }
            .navigationDestination(item: $picked) { chore in Text(chore.title) }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// iOS 17 springs, shape operations and derived styles, as Apple's documentation shows them.
struct SpringBadge: View {
    @State private var isLarge = false

    var body: some View {
        Circle()
            .union(Rectangle().size(width: 10, height: 10))
            .fill(.blue.secondary)
            .overlay { Text("Badge").foregroundStyle(.shadow(.drop(radius: 2))) }
            .scaleEffect(isLarge ? 1.2 : 1)
            .animation(.spring(.bouncy(extraBounce: 0.1)), value: isLarge)
            .onTapGesture { isLarge.toggle() }
    }
}

/// Typed transitions, scoped animations and a context menu with a preview.
struct RevealCard: View {
    @State private var isShown = true

    var body: some View {
        VStack {
            if isShown {
                Text("Front").transition(.blurReplace(.upUp).combined(with: .scale(0.5)))
                Text("Old style").transition(.move(edge: .top).combined(with: .opacity))
            }
            Text("Scoped")
                .animation(.smooth) { content in content.opacity(isShown ? 1 : 0.5) }
                .transaction({ $0.animation = nil }) { content in content.bold() }
                .contextMenu { Button("Hide") { isShown = false } } preview: { Text("Preview") }
        }
    }
}

extension FocusedValues {
    @Entry var focusedChore: Chore?
}

/// A command view that acts on the chore the focused view publishes.
struct ChoreCommandsView: View {
    @FocusedValue(\.focusedChore) private var chore

    var body: some View {
        Text(chore?.title ?? "No chore")
            .focusedValue(\.focusedChore, Chore(id: 3, title: "Sweep"))
    }
}

/// iOS 18's scroll positions, zoom transitions and sheet sizing, as Apple's documentation shows them.
struct PhotoStrip: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var isShowingInfo = false
    @Namespace private var photos

    var body: some View {
        NavigationStack {
            ScrollView {
                NavigationLink("Photo 1") { Text("Photo 1 large").navigationTransition(.zoom(sourceID: 1, in: photos)) }
                    .matchedTransitionSource(id: 1, in: photos)
            }
            .scrollPosition($position)
            .onScrollPhaseChange { _, phase in isShowingInfo = phase.isScrolling }
            .onScrollVisibilityChange { _ in }
            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { _ in }
            .defaultScrollAnchor(.bottom, for: .initialOffset)
            .sheet(isPresented: $isShowingInfo) { Text("Info").presentationSizing(.form) }
            .labelsVisibility(.hidden)
        }
    }
}
