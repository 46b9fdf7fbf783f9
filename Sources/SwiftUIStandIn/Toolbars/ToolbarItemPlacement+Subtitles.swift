// iOS 26's placements for a custom view in the navigation bar's subtitle, inline or under a
// large title. The headless host draws toolbar items where they were declared.
@available(macOS, unavailable)
extension ToolbarItemPlacement {
    nonisolated(unsafe) public static let subtitle = ToolbarItemPlacement(name: "subtitle")
    nonisolated(unsafe) public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
}
