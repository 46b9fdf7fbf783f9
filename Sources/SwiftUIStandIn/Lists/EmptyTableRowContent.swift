/// No rows: the header or footer of a table section that has none.
nonisolated public struct EmptyTableRowContent<Value>: TableRowContent where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    init() {}
}

extension EmptyTableRowContent: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] { [] }
}
