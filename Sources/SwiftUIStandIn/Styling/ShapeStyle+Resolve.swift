import Foundation

// How a style resolves in an environment, the style as a view, and a style bound to a rectangle.

/// The resolved style of the styles that resolve themselves: never drawn.
extension Never: ShapeStyle {}

extension ShapeStyle where Resolved == Never {
    nonisolated public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves itself; the host draws it as it is.")
    }
}

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A style used as a view fills a rectangle with itself.
    public var body: _ShapeView<Rectangle, Self> {
        _ShapeView(shape: Rectangle(), style: self, note: "fill")
    }
}

extension ShapeStyle {
    /// The style with its geometry (a gradient's unit points) measured in `rect` rather than in
    /// the shape it fills; the host draws no geometry, so the style is kept as it is.
    public func `in`(_ rect: CGRect) -> some ShapeStyle { self }
}
