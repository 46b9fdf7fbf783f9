// Sections among a table's rows: a header row, when there is one, above the section's rows. A
// section that folds is drawn open, as list sections are (Section+Expanded.swift).

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent, Parent.TableRowValue == Content.TableRowValue, Content.TableRowValue == Footer.TableRowValue {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
}

extension Section: _TableRowListing where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent, Parent.TableRowValue == Content.TableRowValue, Content.TableRowValue == Footer.TableRowValue {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        header._rowItems() + content._rowItems() + footer._rowItems()
    }
}

extension Section where Content: TableRowContent {
    public init<V>(@TableRowBuilder<V> content: () -> Content) where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
    }

    public init<V, H>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, H: View {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent())
    }

    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content, header: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<V, S>(_ title: S, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, S: StringProtocol {
        self.init(content: content, header: { Text(title) })
    }

    public init<V, H>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, H: View {
        self.init(content: content, header: header)
    }

    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content, header: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<V, S>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, S: StringProtocol {
        self.init(content: content, header: { Text(title) })
    }
}
