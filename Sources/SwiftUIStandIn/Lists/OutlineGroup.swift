/// A tree of rows: a view per element, and for an element with children, a `DisclosureGroup`
/// whose content is the children's subtree. As a `DisclosureGroup` given no binding, each
/// group starts folded, so the headless host lists the top level.
public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data: RandomAccessCollection, ID: Hashable {
    let roots: [Data.Element]
    let identify: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let leaf: (Data.Element) -> Leaf

    init(roots: [Data.Element], identify: @escaping (Data.Element) -> ID, children: @escaping (Data.Element) -> Data?, leaf: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.identify = identify
        self.children = children
        self.leaf = leaf
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
}

extension OutlineGroup: _PrimitiveBody, _PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        nodes(for: roots, in: context)
    }

    @MainActor private func nodes(for elements: [Data.Element], in context: _RenderContext) -> [_Node] {
        elements.flatMap { element -> [_Node] in
            let id = identify(element)
            let row = context.appending("#\(id)")
            let nodes: [_Node]
            if let subtree = children(element) {
                let group = DisclosureGroup(content: {
                    OutlineSubgroupChildren { self.nodes(for: Array(subtree), in: $0) }
                }, label: { leaf(element) })
                nodes = row.render(group)
            } else {
                nodes = row.render(leaf(element))
            }
            for node in nodes where node.tag == nil {
                node.tag = AnyHashable(id)
            }
            return nodes
        }
    }
}

extension OutlineGroup: TableRowContent where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    public typealias TableRowValue = Leaf.TableRowValue
    public typealias TableRowBody = Never
}

extension OutlineGroup: _TableRowListing where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        roots.flatMap { leaf($0)._rowItems() }
    }
}
