import Foundation

// Shapes moved, resized or transformed as shapes (each returns the wrapper type SwiftUI
// returns), the iOS 13 forms of fill and stroke, and the shape shorthands of later releases.

extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    // The iOS 13 forms, which SwiftUI keeps beside the iOS 17 ones that return shape views; it
    // disfavours them, so `.fill()` and `.stroke(.red, lineWidth: 2)` pick the newer forms.
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), note: "fill")
    }

    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: true, background: EmptyView())
    }

    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension Shape where Self == Capsule {
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == ButtonBorderShape {
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
