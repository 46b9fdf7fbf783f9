/// Draws a text's laid-out lines itself (per-glyph animations, highlights): set with
/// `.textRenderer(_:)`. Nothing is laid out on Linux, so a renderer is given no lines and the
/// text reads as it is.
public protocol TextRenderer: Animatable {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    public var displayPadding: EdgeInsets { EdgeInsets() }
}

extension View {
    public func textRenderer<T>(_ renderer: T) -> some View where T: TextRenderer {
        _Decorated(content: self, name: "textRenderer", detail: String(describing: T.self))
    }
}
