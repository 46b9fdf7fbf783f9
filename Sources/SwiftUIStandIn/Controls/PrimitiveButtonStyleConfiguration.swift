/// What a button style gets to draw.
@MainActor @preconcurrency
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    public func trigger() {
        action()
    }
}
