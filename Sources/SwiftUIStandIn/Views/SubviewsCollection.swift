/// The subviews of a view, in order; as a view it draws them all.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    public typealias Body = Never

    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }

    public subscript(position: Int) -> Subview { subviews[position] }

    /// Draws `view` and splits what it drew into one subview per view.
    @MainActor static func of<V: View>(_ view: V, in context: _RenderContext) -> SubviewsCollection {
        let drawn = context.render(view)
        return SubviewsCollection(subviews: drawn.map { Subview(id: $0.path, nodes: [$0]) })
    }
}

extension SubviewsCollection: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        subviews.flatMap(\.nodes)
    }
}
