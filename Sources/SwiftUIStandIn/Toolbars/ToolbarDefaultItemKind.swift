/// A toolbar item the system adds by itself, such as the button that shows a split view's sidebar.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String

    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")

    /// The search field a `searchable` modifier puts in the toolbar (iOS 26).
    public static let search = ToolbarDefaultItemKind(name: "search")
}
