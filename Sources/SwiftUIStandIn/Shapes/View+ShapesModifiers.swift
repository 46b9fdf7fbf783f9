// Shapes modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: InsettableShape {
        _Decorated(content: self, name: "background")
    }

    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape {
        _Decorated(content: self, name: "background")
    }

    public func containerShape<T>(_ shape: T) -> some View where T: InsettableShape {
        _Decorated(content: self, name: "containerShape")
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        _Decorated(content: self, name: "coordinateSpace")
    }

    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        _Decorated(content: self, name: "transformEffect")
    }
}
