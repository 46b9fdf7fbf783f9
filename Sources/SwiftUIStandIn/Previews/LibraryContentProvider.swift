/// Offers a project's views and modifiers to Xcode's library. Xcode reads it; nothing runs it.
public protocol LibraryContentProvider {
    associatedtype ModifierBase = Any

    @LibraryContentBuilder
    var views: [LibraryItem] { get }

    @LibraryContentBuilder
    func modifiers(base: Self.ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }

    public func modifiers(base: Self.ModifierBase) -> [LibraryItem] { [] }
}
