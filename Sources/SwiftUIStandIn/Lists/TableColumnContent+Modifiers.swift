// Column modifiers. They matter where columns sit side by side or a person customizes them; the
// headless host draws a table's first column alone, so each keeps the column as it is.

extension TableColumnContent {
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self)
    }

    public func customizationID(_ id: String) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self)
    }

    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self)
    }

    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self)
    }
}

/// A column with a modifier applied: drawn as its column.
nonisolated public struct _ModifiedTableColumnContent<Base: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = Base.TableRowValue
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    public typealias TableColumnBody = Never

    let base: Base
}

extension _ModifiedTableColumnContent: _TableColumnListing {
    @MainActor package func _tableColumns() -> [_TableColumnCell] {
        base._columnCells()
    }
}
