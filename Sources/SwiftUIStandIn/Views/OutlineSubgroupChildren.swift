/// The children of one row of an `OutlineGroup`, as its disclosure group's content. Only an
/// outline group makes one; the host draws the children through the outline group itself.
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never
}

extension OutlineSubgroupChildren: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] { [] }
}
