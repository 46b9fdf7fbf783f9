// `ForEach` among a table's rows: a row, or several, per element.

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
}

extension ForEach: _TableRowListing where Content: TableRowContent {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        data.flatMap { content($0)._rowItems() }
    }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach where Content: TableRowContent {
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.data = data
        self.content = content
        identify = { $0.id }
    }

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

extension ForEach where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
    public init(_ data: Data) {
        self.data = data
        content = { TableRow($0) }
        identify = { $0.id }
    }
}
