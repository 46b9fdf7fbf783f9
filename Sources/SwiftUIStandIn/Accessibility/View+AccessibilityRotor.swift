// Custom rotors. The headless host runs no VoiceOver: a rotor keeps its view and leaves a note
// with its label, so a test can see that the view offers it.

extension View {
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _Decorated(content: self, name: "accessibilityRotor", detail: label.content)
    }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _Decorated(content: self, name: "accessibilityRotor", detail: labelKey.resolved)
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _Decorated(content: self, name: "accessibilityRotor", detail: String(label))
    }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _Decorated(content: self, name: "accessibilityRotor", detail: systemRotor.name)
    }

    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        _Decorated(content: self, name: "accessibilityRotorEntry")
    }
}
