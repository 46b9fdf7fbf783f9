/// Whether holding a button down fires its action again and again.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String

    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

extension View {
    /// The headless host taps once per tap, so repeating is recorded, and read back through the
    /// environment, and the button kept as it is.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0.buttonRepeatBehavior = behavior }, name: "buttonRepeatBehavior", detail: behavior.name)
    }
}
