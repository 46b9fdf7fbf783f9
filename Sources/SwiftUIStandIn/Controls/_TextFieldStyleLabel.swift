/// The label of the text field a `TextFieldStyle` draws around: the field's own label.
public struct _TextFieldStyleLabel: View, _PrimitiveView {
    public typealias Body = Never

    let content: AnyView

    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}
