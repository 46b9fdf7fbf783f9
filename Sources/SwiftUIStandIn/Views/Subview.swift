/// One of the views another view is made of, as `Group(subviews:transform:)` hands them out:
/// each view of a `@ViewBuilder` block, each row of a `ForEach`.
nonisolated public struct Subview: View, Identifiable {
    public typealias Body = Never

    public let id: AnyHashable
    /// What the subview drew, at its place in the tree of the view it came from.
    let nodes: [_Node]

    /// The host keeps no container values, so every key reads its default.
    public var containerValues: ContainerValues { ContainerValues() }
}

extension Subview: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] { nodes }
}
