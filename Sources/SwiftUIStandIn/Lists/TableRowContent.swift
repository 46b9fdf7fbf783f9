import Foundation

/// The rows of a table: `TableRow`s, and the `ForEach`, `Section` and `DisclosureTableRow` that
/// group them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent

    @TableRowBuilder<Self.TableRowValue>
    var tableRowBody: Self.TableRowBody { get }
}

/// One row of a table as the headless host lists it: a value to draw the columns with, or the
/// header of a section.
package enum _TableRowItem {
    case value(Any, id: AnyHashable)
    case header(AnyView)
}

/// Row content that lists its rows itself; the others are listed through their `tableRowBody`.
@MainActor
package protocol _TableRowListing {
    func _tableRows() -> [_TableRowItem]
}

extension TableRowContent {
    /// The rows this content stands for, in order.
    @MainActor package func _rowItems() -> [_TableRowItem] {
        if let listing = self as? any _TableRowListing {
            return listing._tableRows()
        }
        return tableRowBody._rowItems()
    }
}

// Row contents that list their rows themselves have no body, as views whose body is `Never`.
extension TableRowContent where TableRowBody == Never {
    public var tableRowBody: Never {
        fatalError("\(Self.self) lists its rows itself and has no body")
    }
}

// `Never` is the body of the row contents that list their rows themselves.
extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never
}

extension Never: _TableRowListing {
    @MainActor package func _tableRows() -> [_TableRowItem] { [] }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
}

extension Optional: _TableRowListing where Wrapped: TableRowContent {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        self?._rowItems() ?? []
    }
}

extension _ConditionalContent: TableRowContent where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableRowBody = Never
}

extension _ConditionalContent: _TableRowListing where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    @MainActor package func _tableRows() -> [_TableRowItem] {
        switch storage {
        case .trueContent(let rows): rows._rowItems()
        case .falseContent(let rows): rows._rowItems()
        }
    }
}
