/// A shape filled with a style, over the shape view it was built on.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never

    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
}

extension FillShapeView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        renderLayer(shape, note: "fill", over: background, in: context)
    }
}
