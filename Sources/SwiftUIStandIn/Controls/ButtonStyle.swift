/// How a button looks, drawn around its label (`.buttonStyle(ScaleButtonStyle())`). The headless
/// host keeps drawing the button itself, so it stays tappable whatever its style.
public protocol ButtonStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style gets to draw: the label, the role, and whether the button is held down.
@MainActor @preconcurrency
public struct ButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "buttonStyle", detail: String(describing: S.self))
    }
}
