// `ForEach(subviews:content:)` makes one view per subview of another view. The host learns a
// view's subviews only when it draws it, so the collection holds a single element that, when
// drawn, splits the view and draws `content` for each subview, as `Group(subviews:)` does.

/// The data of a `ForEach` over the subviews of a view.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let element: ForEachSubviewElementContent<Content>

    public var startIndex: Int { 0 }
    public var endIndex: Int { 1 }

    public subscript(position: Int) -> ForEachSubviewElementContent<Content> {
        precondition(position == 0, "ForEachSubviewCollection has one element")
        return element
    }
}

/// What a `ForEach` over subviews draws: `content` applied to each subview of the base view.
nonisolated public struct ForEachSubviewElementContent<Content: View>: View, Identifiable {
    public typealias Body = Never

    let base: AnyView
    let content: (Subview) -> Content

    /// The elements are the base view's subviews, drawn as one: the base's identity stands for them.
    public var id: Subview.ID { AnyHashable("subviews") }
}

extension ForEachSubviewElementContent: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let subviews = SubviewsCollection.of(base, in: context.appending("subviews"))
        return subviews.flatMap { subview in
            let nodes = context.appending("#\(subview.id)").render(content(subview))
            for node in nodes where node.tag == nil {
                node.tag = subview.id
            }
            return nodes
        }
    }
}

extension ForEach {
    public init<V: View, Element: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Element) where Data == ForEachSubviewCollection<Element>, ID == Subview.ID, Content == ForEachSubviewElementContent<Element> {
        let element = ForEachSubviewElementContent(base: AnyView(view), content: content)
        self.init(ForEachSubviewCollection(element: element), id: \.id) { $0 }
    }
}
