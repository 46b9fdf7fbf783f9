/// What a form style gets to draw: the form's sections.
public struct FormStyleConfiguration {
    /// The form's sections, as one view.
    public struct Content: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let content: FormStyleConfiguration.Content
}
