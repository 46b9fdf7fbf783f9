/// What `Group(subviews:transform:)` draws: the base view's subviews, rearranged by `transform`.
nonisolated public struct GroupElementsOfContent<Base, Result>: View where Base: View, Result: View {
    public typealias Body = Never

    let base: Base
    let transform: (SubviewsCollection) -> Result
}

extension GroupElementsOfContent: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let subviews = SubviewsCollection.of(base, in: context.appending("subviews"))
        return context.appending("result").render(transform(subviews))
    }
}

extension Group {
    public init<Base, Result>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == GroupElementsOfContent<Base, Result>, Base: View, Result: View {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}
