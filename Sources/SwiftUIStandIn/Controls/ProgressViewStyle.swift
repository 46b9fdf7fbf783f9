/// How a progress view looks: a bar, a spinner, or a custom drawing of the fraction done.
/// The headless host draws every progress view the same way, so a style keeps it as it is.
public protocol ProgressViewStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style gets to draw.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    nonisolated public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    /// The label that shows the current value.
    nonisolated public struct CurrentValueLabel: View, _PrimitiveView {
        public typealias Body = Never
        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(content) }
    }

    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(value: configuration.fractionCompleted) }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    @available(iOS, deprecated: 17.4, message: "use .tint(_:) on the progress view")
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(value: configuration.fractionCompleted) }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    @available(iOS, deprecated: 17.4, message: "use .tint(_:) on the progress view")
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(value: configuration.fractionCompleted) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "progressViewStyle", detail: String(describing: S.self))
    }
}
