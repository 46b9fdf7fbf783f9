/// A row of a `ForEach` with edit actions. With `.delete`, the row can be deleted, as a swipe
/// does on a device; moving needs a drag the headless host does not have.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    let delete: (() -> Void)?
}

extension EditableCollectionContent: View where Content: View {
    public typealias Body = Never
}

extension EditableCollectionContent: _PrimitiveBody, _PrimitiveView where Content: View {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let nodes = context.render(content)
        if let delete {
            for node in nodes {
                node.delete = context.graph.marked { delete() }
            }
        }
        return nodes
    }
}
