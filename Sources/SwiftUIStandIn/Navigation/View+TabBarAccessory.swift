// iOS 26's tab bar: it can minimize as content scrolls, and carry an accessory above it. The
// headless host never scrolls, so the bar stays full size and the accessory is drawn after the
// tab view's content in its expanded placement.

extension View {
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        _Decorated(content: self, name: "tabBarMinimizeBehavior", detail: behavior.name)
    }

    public func tabViewBottomAccessory<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        _Layered(content: self, layer: Self.expandedAccessory(content()), name: "tabViewBottomAccessory")
    }

    public func tabViewBottomAccessory<Content>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View where Content: View {
        _Layered(
            content: self,
            layer: isEnabled ? Self.expandedAccessory(content()) : nil,
            name: "tabViewBottomAccessory"
        )
    }

    private static func expandedAccessory<Content: View>(_ content: Content) -> some View {
        _EnvironmentWriter(content: content) { $0[TabViewBottomAccessoryPlacementKey.self] = .expanded }
    }
}
