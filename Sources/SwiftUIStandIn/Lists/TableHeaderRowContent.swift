/// The header row of a section of a table.
nonisolated public struct TableHeaderRowContent<Value, Content>: TableRowContent where Value: Identifiable, Content: View {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let content: Content
}

extension TableHeaderRowContent: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        [.header(AnyView(content))]
    }
}
