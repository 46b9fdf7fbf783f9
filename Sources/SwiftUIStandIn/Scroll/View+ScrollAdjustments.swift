// How scroll views inside a view scroll. The headless host scrolls nothing, so each keeps its view
// under a named node.

extension View {
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "scrollContentBackground")
    }

    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        _Decorated(content: self, name: "scrollIndicators")
    }

    public func scrollDisabled(_ disabled: Bool) -> some View {
        _Decorated(content: self, name: "scrollDisabled")
    }

    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        _Decorated(content: self, name: "scrollDismissesKeyboard")
    }

    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "scrollTargetLayout")
    }

    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        _Decorated(content: self, name: "scrollTargetBehavior")
    }
}
