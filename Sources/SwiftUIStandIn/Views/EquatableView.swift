/// A view that SwiftUI redraws only when it compares unequal to its last value. The headless
/// host draws the whole tree each time, so the content is simply drawn.
@frozen
public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    public typealias Body = Never

    public var content: Content

    public init(content: Content) {
        self.content = content
    }
}

extension EquatableView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}
