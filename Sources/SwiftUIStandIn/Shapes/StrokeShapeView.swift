/// A shape's outline, centred on its edge, over the shape view it was built on.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never

    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

extension StrokeShapeView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        renderLayer(shape, note: "stroke", over: background, in: context)
    }
}
