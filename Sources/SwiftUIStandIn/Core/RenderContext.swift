/// Where a view is being drawn: its identity in the tree and what it inherits.
@MainActor
package struct _RenderContext {
    package let graph: _ViewGraph
    package var path: String
    package var environment: EnvironmentValues
    package var stack: _StackController?

    package func appending(_ component: String) -> _RenderContext {
        var copy = self
        copy.path += "/" + component
        return copy
    }

    package func render<V: View>(_ view: V) -> [_Node] {
        if let primitive = view as? any _PrimitiveView {
            return primitive._render(in: self)
        }
        let name = String(describing: V.self)
        let identity = appending(name)
        // A view with no body that the renderer does not draw itself is a UIKit representable:
        // it stays in the tree as a leaf.
        if V.Body.self == Never.self {
            return [_Node(.view(name), path: identity.path)]
        }
        graph.link(view, key: identity.path, in: self)
        let node = _Node(.view(name), path: identity.path)
        node.children = identity.render(view.body)
        return [node]
    }
}
