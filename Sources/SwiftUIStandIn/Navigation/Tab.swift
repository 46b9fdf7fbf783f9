// iOS 18's tabs: `TabView { Tab("Home", systemImage: "house") { HomeView() } }`. The headless host
// draws every tab's content, as it draws every `.tabItem` child of the older TabView.

/// Content of a tab view built from `Tab`s.
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent

    @TabContentBuilder<TabValue> @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

/// The role of a tab that is not a destination of its own, such as search.
public struct TabRole: Hashable, Sendable {
    let name: String

    public static let search = TabRole(name: "search")
}

/// The title and symbol a tab shows in the tab bar.
nonisolated public struct DefaultTabLabel: View {
    public typealias Body = Never

    let label: Label<Text, Image>
}

extension DefaultTabLabel: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(label)
    }
}

/// One tab: its content, the label the tab bar shows, and the value that selects it.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value

    let value: Value?
    let content: Content
    let label: Label

    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public var body: Never {
        return fatalError("Tab has no body")
    }
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(label: SwiftUI.Label(titleKey, systemImage: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(label: SwiftUI.Label(title, systemImage: systemImage)) }
    }

    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(label: SwiftUI.Label("Search", systemImage: "magnifyingglass")) }
    }
}

extension Tab where Value == Never {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(label: SwiftUI.Label(titleKey, systemImage: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(label: SwiftUI.Label(title, systemImage: systemImage)) }
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(label: SwiftUI.Label("Search", systemImage: "magnifyingglass")) }
    }
}
