/// Collects the `LibraryItem`s a `LibraryContentProvider` lists.
@resultBuilder
public struct LibraryContentBuilder {
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] {
        segments.flatMap { $0 }
    }

    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] {
        [item]
    }

    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] {
        items
    }
}
