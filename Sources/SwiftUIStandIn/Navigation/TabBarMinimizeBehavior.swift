/// When an iPhone's tab bar shrinks as its tab scrolls (iOS 26). The headless host draws no bar,
/// so a behaviour only names itself.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String

    public static let automatic = TabBarMinimizeBehavior(name: "automatic")

    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")

    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")

    public static let never = TabBarMinimizeBehavior(name: "never")
}
