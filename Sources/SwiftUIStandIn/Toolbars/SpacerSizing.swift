/// Whether a `ToolbarSpacer` has the system's fixed width or takes what is left (iOS 26).
public struct SpacerSizing: Sendable {
    let name: String

    public static let fixed = SpacerSizing(name: "fixed")

    public static let flexible = SpacerSizing(name: "flexible")
}
