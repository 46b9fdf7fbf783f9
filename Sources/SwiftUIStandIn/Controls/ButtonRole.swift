/// What a button does, when it isn't an ordinary action.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
