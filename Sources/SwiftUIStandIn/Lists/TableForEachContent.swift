/// The rows of a table made from a collection: one `TableRow` per element.
nonisolated public struct TableForEachContent<Data>: TableRowContent where Data: RandomAccessCollection, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    let data: Data

    init(_ data: Data) {
        self.data = data
    }
}

extension TableForEachContent: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        data.map { .value($0, id: AnyHashable($0.id)) }
    }
}
