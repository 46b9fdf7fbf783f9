/// How a `Label` shows its title and icon. The headless host keeps both in the tree, so a test
/// reads a label's title whatever its style.
public protocol LabelStyle {
    typealias Configuration = LabelStyleConfiguration
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a label that a style arranges.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(view) }
    }

    /// The label's icon, as a view.
    public struct Icon: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(view) }
    }

    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(title: { configuration.title }, icon: { configuration.icon }) }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(title: { configuration.title }, icon: { configuration.icon }) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "labelStyle", detail: String(describing: S.self))
    }
}
