/// Where a sidebar-adaptable tab view shows its tabs: in the tab bar, the sidebar, or either.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

extension View {
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        _Decorated(content: self, name: "defaultAdaptableTabBarPlacement", detail: defaultPlacement.name)
    }
}
