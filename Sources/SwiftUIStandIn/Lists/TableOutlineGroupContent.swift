/// The rows of a table made from a tree: a row per element, whose children fold under it. As
/// with a `DisclosureGroup` given no binding, the rows start folded, so the top level is listed.
nonisolated public struct TableOutlineGroupContent<Data>: TableRowContent where Data: RandomAccessCollection, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    let data: Data
    let children: KeyPath<Data.Element, Data?>

    init(_ data: Data, children: KeyPath<Data.Element, Data?>) {
        self.data = data
        self.children = children
    }
}

extension TableOutlineGroupContent: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        data.map { .value($0, id: AnyHashable($0.id)) }
    }
}
