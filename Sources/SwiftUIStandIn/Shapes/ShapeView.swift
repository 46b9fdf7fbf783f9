// Since iOS 17 a filled or stroked shape is still a shape view, so `.fill(.blue).stroke(.red)`
// and `.fill(.white).strokeBorder(.gray)` chain. Each layer draws what it was built on, then the
// shape again with its own note.

/// A view that draws a shape with a style.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// Draws the shape of what it is built on once more, and that first.
@MainActor
func renderLayer<Content: Shape, Background: View>(_ shape: Content, note: String, over background: Background, in context: _RenderContext) -> [_Node] {
    let node = _Node(.shape(String(describing: Content.self)), path: context.path)
    node.detail = note
    return context.appending("background").render(background) + [node]
}
