// The navigation containers and bar modifiers that came before `NavigationStack`, and the
// split view. A `NavigationView` pushes its links as a stack does, as it does on an iPhone.

@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension NavigationView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let content = self.content
        return NavigationStack { content }._render(in: context)
    }
}

/// A sidebar and a detail column. On an iPhone it collapses into one stack; the host draws the
/// sidebar in a navigation stack, then the detail.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never

    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

extension NavigationSplitView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let sidebar = self.sidebar
        return NavigationStack { sidebar }._render(in: context.appending("sidebar"))
            + context.appending("content").render(content)
            + context.appending("detail").render(detail)
    }
}

/// How a `NavigationView` arranges its views: one stack, or columns side by side.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

public struct ColumnNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// How a navigation bar shows its title (iOS).
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// Where a toolbar is.
public struct ToolbarPlacement: Sendable {
    let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

// The placements that exist only on iOS.
@available(macOS, unavailable)
extension ToolbarItemPlacement {
    nonisolated(unsafe) public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    nonisolated(unsafe) public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    nonisolated(unsafe) public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    nonisolated(unsafe) public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    nonisolated(unsafe) public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    nonisolated(unsafe) public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

extension View {
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "navigationViewStyle")
    }

    @available(macOS, unavailable)
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    @available(macOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    @available(macOS, unavailable)
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    @available(macOS, unavailable)
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    @available(macOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    @available(macOS, unavailable)
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    @available(macOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _Decorated(content: self, name: "navigationBarTitleDisplayMode")
    }

    /// Bar buttons, the way before `toolbar`: they are drawn in the toolbar.
    @available(macOS, unavailable)
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            leading
            trailing
        }
    }

    @available(macOS, unavailable)
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { leading }
    }

    @available(macOS, unavailable)
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { trailing }
    }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _Decorated(content: self, name: "navigationBarBackButtonHidden")
    }

    @available(macOS, unavailable)
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        _Decorated(content: self, name: "navigationBarHidden")
    }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        _Decorated(content: self, name: "toolbarBackground")
    }

    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _Decorated(content: self, name: "toolbarBackground")
    }

    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        _Decorated(content: self, name: "toolbarColorScheme")
    }

    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _Decorated(content: self, name: "toolbarVisibility")
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        _Decorated(content: self, name: "navigationDestination")
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink {
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
}
