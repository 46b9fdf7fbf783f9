// `ForEach($items, editActions: .all) { $item in … }`: a row per element bound to it, which the
// list lets a person delete or move.

extension ForEach {
    public init<C, R>(
        _ data: Binding<C>,
        editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    public init<C, R>(
        _ data: Binding<C>,
        id: KeyPath<C.Element, ID>,
        editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        self.data = IndexedIdentifierCollection(base: data.wrappedValue) { $0[keyPath: id] }
        let deletes = editActions.allowsDeletion
        self.content = { element in
            let index = element.index
            let row = content(Binding(read: { data.wrappedValue[index] }, write: { data.wrappedValue[index] = $0 }))
            let delete: (() -> Void)? = deletes ? {
                if let remaining = removingElement(at: index, from: data.wrappedValue) {
                    data.wrappedValue = remaining
                }
            } : nil
            return EditableCollectionContent(content: row, delete: delete)
        }
        identify = { $0.id }
    }
}

/// The collection without its element at `index`, when its type can remove elements: `.delete`
/// is only offered for such collections, but the initialiser above is generic over any.
private func removingElement<C: Collection>(at index: C.Index, from collection: C) -> C? {
    guard let removable = collection as? any RangeReplaceableCollection else { return nil }
    return removing(at: index, from: removable) as? C
}

private func removing<R: RangeReplaceableCollection>(at index: Any, from collection: R) -> R {
    guard let index = index as? R.Index else { return collection }
    var copy = collection
    copy.remove(at: index)
    return copy
}
