/// A view or modifier offered in Xcode's library by a `LibraryContentProvider`.
public struct LibraryItem {
    /// Where the library lists an item.
    public struct Category: Hashable, Sendable {
        let name: String

        public static let layout = Category(name: "layout")
        public static let control = Category(name: "control")
        public static let effect = Category(name: "effect")
        public static let other = Category(name: "other")
    }

    let title: String?
    let category: LibraryItem.Category

    public init<Item>(_ snippet: @autoclosure @escaping () -> Item, visible: Bool = true, title: String? = nil, category: LibraryItem.Category = .control, matchingSignature: String? = nil) {
        self.title = title
        self.category = category
    }
}
