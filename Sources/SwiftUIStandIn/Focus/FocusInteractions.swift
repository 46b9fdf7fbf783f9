/// Which interactions a focusable view takes part in: being activated (a button) or editing (a
/// text field).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let activate = FocusInteractions(rawValue: 1 << 0)
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

extension View {
    /// The host gives focus only when a test or the code sets it, so the view is kept as it is.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        _Decorated(content: self, name: "focusable")
    }

    /// Publishes an observable object for `@FocusedValue(Type.self)`; the headless host has no
    /// focus or menu commands, so nothing reads it.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        _Decorated(content: self, name: "focusedValue")
    }
}
