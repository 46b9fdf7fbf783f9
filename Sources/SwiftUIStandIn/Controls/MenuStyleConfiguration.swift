/// What a menu style gets to draw: the menu's label and its items, which `Menu(configuration)`
/// draws as a menu again.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    /// The menu's items.
    public struct Content: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content
}
