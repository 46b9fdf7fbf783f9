// Accessibility elements described by other views (`.accessibilityRepresentation { Toggle(…) }`
// on a custom control). Assistive technologies read the given views; the screen, which is all
// the headless host draws, still shows the original view.

extension View {
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        _Decorated(content: self, name: "accessibilityRepresentation")
    }

    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        _Decorated(content: self, name: "accessibilityChildren")
    }
}
