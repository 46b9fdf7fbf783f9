/// Controls shown together, such as a pair of buttons in a toolbar. The host draws each control.
nonisolated public struct ControlGroup<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ControlGroup: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}

/// The controls of a `ControlGroup` with a label, which menus and compact styles show.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    public typealias Body = Never

    let content: Content
    let label: Label
}

extension LabeledControlGroupContent: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}

extension ControlGroup {
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.init { LabeledControlGroupContent(content: content(), label: label()) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

/// How a `ControlGroup` arranges its controls.
public protocol ControlGroupStyle {
    typealias Configuration = ControlGroupStyleConfiguration
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a control group that a style arranges.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as a view.
    public struct Content: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(view) }
    }

    /// The group's title, which a menu-style group shows as its button.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(view) }
    }

    public let content: ControlGroupStyleConfiguration.Content
    public let label: ControlGroupStyleConfiguration.Label
}

/// The system's control group styles.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension View {
    /// The host draws every group's controls whatever the style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "controlGroupStyle")
    }
}
