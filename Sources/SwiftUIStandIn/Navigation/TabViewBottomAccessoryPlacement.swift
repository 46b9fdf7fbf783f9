/// Where a tab view's bottom accessory sits: over the full tab bar, or beside it once minimized.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline
    case expanded
}

struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// nil outside a bottom accessory; read-only for apps, as in Apple's SwiftUI.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        self[TabViewBottomAccessoryPlacementKey.self]
    }
}
