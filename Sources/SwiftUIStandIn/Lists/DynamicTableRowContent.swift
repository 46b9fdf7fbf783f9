/// Table rows made from a collection (a `ForEach`).
@MainActor @preconcurrency
public protocol DynamicTableRowContent: TableRowContent {
    associatedtype Data: Collection

    var data: Self.Data { get }
}
