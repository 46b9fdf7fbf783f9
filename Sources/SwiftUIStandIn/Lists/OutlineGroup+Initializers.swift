// Outline groups over a tree of values, over a binding to one, and among a table's rows.

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], identify: { $0.id }, children: { $0[keyPath: children] }, leaf: content)
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0.id }, children: { $0[keyPath: children] }, leaf: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, leaf: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, leaf: content)
    }

    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: [root], identify: { $0.wrappedValue.id }, children: { Self.subtree(of: $0, children: children) }, leaf: content)
    }

    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: Array(data), identify: { $0.wrappedValue.id }, children: { Self.subtree(of: $0, children: children) }, leaf: content)
    }

    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: [root], identify: { $0.wrappedValue[keyPath: id] }, children: { Self.subtree(of: $0, children: children) }, leaf: content)
    }

    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: Array(data), identify: { $0.wrappedValue[keyPath: id] }, children: { Self.subtree(of: $0, children: children) }, leaf: content)
    }

    /// A binding to an element's children, while it has some: edits in the subtree write back
    /// into the element. The children read when the tree was drawn stand in if they go away.
    private static func subtree<C, E>(of element: Binding<E>, children: WritableKeyPath<E, C?>) -> Binding<C>? {
        guard let drawn = element.wrappedValue[keyPath: children] else { return nil }
        return Binding<C>(
            read: { element.wrappedValue[keyPath: children] ?? drawn },
            write: { element.wrappedValue[keyPath: children] = $0 }
        )
    }
}

extension OutlineGroup where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], identify: { $0.id }, children: { $0[keyPath: children] }, leaf: content)
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0.id }, children: { $0[keyPath: children] }, leaf: content)
    }

    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, leaf: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, leaf: content)
    }
}

extension OutlineGroup {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>) where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], identify: { $0.id }, children: { $0[keyPath: children] }, leaf: { TableRow($0) })
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>) where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0.id }, children: { $0[keyPath: children] }, leaf: { TableRow($0) })
    }
}
