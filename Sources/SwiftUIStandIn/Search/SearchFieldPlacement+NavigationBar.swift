// The search field in the navigation bar's drawer, under the title (iOS only).

@available(macOS, unavailable)
extension SearchFieldPlacement {
    /// Whether the drawer's search field shows always or only when the list is pulled down.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let name: String

        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
    }
}
