/// Columns made from a collection: one or more per element, as `ForEach` makes views.
nonisolated public struct TableColumnForEach<Data, ID, RowValue, Sort, Content>: TableColumnContent where Data: RandomAccessCollection, ID: Hashable, RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator, Content: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    public var data: Data
    public var content: (Data.Element) -> Content
}

extension TableColumnForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach: _TableColumnListing {
    @MainActor package func _tableColumns() -> [_TableColumnCell] {
        data.flatMap { content($0)._columnCells() }
    }
}
