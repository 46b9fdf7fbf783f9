/// The rows of a multi-statement `@TableRowBuilder` block.
@frozen
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    public var value: T

    @usableFromInline
    init(value: T) {
        self.value = value
    }
}

extension TupleTableRowContent: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        // A tuple can't be iterated generically; reflection gives its elements, as for TupleView.
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any TableRowContent)?._rowItems() ?? []
        }
    }
}
