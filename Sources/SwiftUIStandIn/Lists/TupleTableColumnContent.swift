/// The columns of a multi-statement `@TableColumnBuilder` block.
@frozen
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    public var value: T

    @usableFromInline
    init(value: T) {
        self.value = value
    }
}

extension TupleTableColumnContent: _TableColumnListing {
    @MainActor package func _tableColumns() -> [_TableColumnCell] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any TableColumnContent)?._columnCells() ?? []
        }
    }
}
