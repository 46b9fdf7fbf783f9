// Accessibility modifiers that take the area's own types. The host has no assistive technology:
// each keeps its view under a node named after the modifier.

extension View {
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        _Decorated(content: self, name: "accessibilityLabel", detail: isEnabled ? label.content : nil)
    }

    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        _Decorated(content: self, name: "accessibilityLabeledPair")
    }

    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        _Decorated(content: self, name: "accessibilityTextContentType", detail: value.name)
    }

    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
        _Decorated(content: self, name: "accessibilityDirectTouch")
    }

    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        _Decorated(content: self, name: "accessibilityZoomAction")
    }
}
