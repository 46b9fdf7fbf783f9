import Foundation

/// Where a column lines up its cells and header.
public struct TableColumnAlignment: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, leading, center, trailing, numeric(String?)
    }

    private let kind: Kind

    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }

    /// Numbers lined up by their decimal point, in the locale's numbering system.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric(nil)) }

    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(kind: .numeric(numberingSystem.identifier))
    }
}
