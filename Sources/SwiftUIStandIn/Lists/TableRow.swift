/// One row of a table, for one value: the table's columns draw its cells.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

extension TableRow: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        [.value(value, id: AnyHashable(value.id))]
    }
}
