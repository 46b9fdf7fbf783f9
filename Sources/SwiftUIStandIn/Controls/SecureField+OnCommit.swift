extension SecureField where Label == Text {
    @available(iOS, deprecated: 100000.0, renamed: "SecureField.init(_:text:prompt:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "SecureField.init(_:text:prompt:)")
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: text) { Text(title) }
    }
}
