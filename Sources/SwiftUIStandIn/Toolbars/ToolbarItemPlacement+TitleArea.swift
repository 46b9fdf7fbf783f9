// The iOS 26 SDK's placements for a custom view in the navigation bar's title and subtitle,
// inline or under a large title (`title` is back-deployed to iOS 14). The headless host draws
// toolbar items where they were declared.
@available(macOS, unavailable)
extension ToolbarItemPlacement {
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(name: "title") }
    nonisolated(unsafe) public static let subtitle = ToolbarItemPlacement(name: "subtitle")
    nonisolated(unsafe) public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
}
