/// What a button does, when it isn't an ordinary action.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    /// Ends a task without losing what was done (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// Confirms a task, such as saving a new item (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
}
