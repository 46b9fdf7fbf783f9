import Foundation

/// The columns of a table: `TableColumn`s, and the `TableColumnForEach` and modifiers around them.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent

    @TableColumnBuilder<Self.TableRowValue, Self.TableColumnSortComparator>
    var tableColumnBody: Self.TableColumnBody { get }
}

/// One column as the headless host draws it: its header and the cell it draws for a row's value.
package struct _TableColumnCell {
    let header: AnyView
    let cell: @MainActor (Any) -> AnyView
}

/// Column content that lists its columns itself; the others are listed through their body.
@MainActor
package protocol _TableColumnListing {
    func _tableColumns() -> [_TableColumnCell]
}

extension TableColumnContent {
    /// The columns this content stands for, in order.
    @MainActor package func _columnCells() -> [_TableColumnCell] {
        if let listing = self as? any _TableColumnListing {
            return listing._tableColumns()
        }
        return tableColumnBody._columnCells()
    }
}

// Column contents that list their columns themselves have no body, as views whose body is `Never`.
extension TableColumnContent where TableColumnBody == Never {
    public var tableColumnBody: Never {
        fatalError("\(Self.self) lists its columns itself and has no body")
    }
}

extension Never: TableColumnContent {
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
}

extension Never: _TableColumnListing {
    @MainActor package func _tableColumns() -> [_TableColumnCell] { [] }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
}

extension Optional: _TableColumnListing where Wrapped: TableColumnContent {
    @MainActor package func _tableColumns() -> [_TableColumnCell] {
        self?._columnCells() ?? []
    }
}

extension _ConditionalContent: TableColumnContent where TrueContent: TableColumnContent, FalseContent: TableColumnContent, TrueContent.TableRowValue == FalseContent.TableRowValue, TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    public typealias TableColumnBody = Never
}

extension _ConditionalContent: _TableColumnListing where TrueContent: TableColumnContent, FalseContent: TableColumnContent, TrueContent.TableRowValue == FalseContent.TableRowValue, TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    @MainActor package func _tableColumns() -> [_TableColumnCell] {
        switch storage {
        case .trueContent(let columns): columns._columnCells()
        case .falseContent(let columns): columns._columnCells()
        }
    }
}
