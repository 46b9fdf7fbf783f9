// Scroll modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        _Decorated(content: self, name: "scrollClipDisabled")
    }

    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        _Decorated(content: self, name: "scrollIndicatorsFlash")
    }

    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        _Decorated(content: self, name: "scrollIndicatorsFlash")
    }
}
