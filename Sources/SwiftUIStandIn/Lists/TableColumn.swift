import Foundation

/// A column of a table: a header, and the view it draws in each row for that row's value. The
/// comparator a column sorts with is kept by the table's sort order, which the app applies; the
/// headless host has no header to tap, so the column itself keeps none.
nonisolated public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content

    init(label: Label, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
    }
}

extension TableColumn: _TableColumnListing {
    @MainActor package func _tableColumns() -> [_TableColumnCell] {
        let content = content
        return [_TableColumnCell(header: AnyView(label)) { value in
            guard let row = value as? RowValue else { return AnyView(EmptyView()) }
            return AnyView(content(row))
        }]
    }
}

// A column's width only matters where columns sit side by side; the headless host, like an
// iPhone, draws a table's first column alone, so widths leave the column as it is.
extension TableColumn {
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        self
    }

    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        self
    }
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey)) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, S: StringProtocol {
        self.init(label: Text(title)) { Text(verbatim: $0[keyPath: value]) }
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}
