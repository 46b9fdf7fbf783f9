/// The parts of a `LabeledContent` that a style arranges.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(view) }
    }

    /// The content, as a view.
    public struct Content: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] { context.render(view) }
    }

    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A labeled content made from a style's configuration: what a custom style returns to get
    /// the standard arrangement.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
