/// The children of an element of an `OutlineGroup`: the subtree its disclosure group unfolds.
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never

    let draw: @MainActor (_RenderContext) -> [_Node]
}

extension OutlineSubgroupChildren: _PrimitiveBody, _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        draw(context)
    }
}
