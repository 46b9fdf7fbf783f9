/// Where one tab may appear: anywhere, pinned, or only in the sidebar.
public struct TabPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = TabPlacement(name: "automatic")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Whether people may reorder or hide a tab of a customizable tab view.
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String

    public static let automatic = TabCustomizationBehavior(name: "automatic")
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}
