// Styling modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        _Decorated(content: self, name: "privacySensitive")
    }

    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        _Decorated(content: self, name: "baselineOffset")
    }

    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        _Decorated(content: self, name: "flipsForRightToLeftLayoutDirection")
    }

    public func fontWidth(_ width: Font.Width?) -> some View {
        _Decorated(content: self, name: "fontWidth")
    }

    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "textScale")
    }
}
