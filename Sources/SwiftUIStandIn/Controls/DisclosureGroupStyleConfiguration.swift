/// What a disclosure group style gets to draw: the title, the hidden content, and whether it shows.
public struct DisclosureGroupStyleConfiguration {
    /// The disclosure group's title.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    /// What the disclosure group shows when expanded.
    public struct Content: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let label: DisclosureGroupStyleConfiguration.Label
    public let content: DisclosureGroupStyleConfiguration.Content
    @Binding public var isExpanded: Bool
}
