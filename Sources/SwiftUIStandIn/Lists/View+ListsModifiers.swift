// Lists modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        _Decorated(content: self, name: "invalidatableContent")
    }

    public func listItemTint(_ tint: Color?) -> some View {
        _Decorated(content: self, name: "listItemTint")
    }

    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        _Decorated(content: self, name: "listRowSeparatorTint")
    }

    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        _Decorated(content: self, name: "listSectionSeparatorTint")
    }

    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "tableColumnHeaders")
    }
}
