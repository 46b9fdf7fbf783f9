/// A tab bar that becomes a sidebar on iPad (iOS 18). The headless host draws every tab view the
/// same way.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable {
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
