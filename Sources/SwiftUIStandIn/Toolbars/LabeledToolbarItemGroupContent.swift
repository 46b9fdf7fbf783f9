/// The items of a toolbar group that has its own label, which a device shows when the group
/// collapses into a menu. The headless host draws the items.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    public typealias Body = Never

    let content: Content
    let label: Label
}

extension LabeledToolbarItemGroupContent: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}

extension ToolbarItemGroup {
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic,
        @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}
