// Controls modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func menuIndicator(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "menuIndicator")
    }
}
