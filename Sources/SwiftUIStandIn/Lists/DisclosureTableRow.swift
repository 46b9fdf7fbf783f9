/// A table row whose child rows fold under it. With `isExpanded`, the binding decides; without
/// one the row starts folded, as a `DisclosureGroup` does, and stays so in the headless host.
nonisolated public struct DisclosureTableRow<Label, Content>: TableRowContent where Label: TableRowContent, Content: TableRowContent, Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content) where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded
    }
}

extension DisclosureTableRow: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        label._rowItems() + (isExpanded?.wrappedValue == true ? content()._rowItems() : [])
    }
}
