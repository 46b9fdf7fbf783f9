/// The text a `TextRenderer` sizes, which measures itself as every view does here: to zero.
public struct TextProxy {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        .zero
    }
}
