/// What a toggle style gets to draw: the label, and the state it switches.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off.
    public var isMixed: Bool
}
