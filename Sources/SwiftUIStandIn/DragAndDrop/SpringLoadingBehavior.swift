/// Whether a control activates when a drag hovers over it (a tab, a button).
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String

    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}
