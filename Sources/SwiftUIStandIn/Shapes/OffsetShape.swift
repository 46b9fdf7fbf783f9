import Foundation

/// A shape moved by an offset: `Circle().offset(x: 10)`.
@frozen
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public var animatableData: AnimatablePair<CGSize.AnimatableData, Content.AnimatableData> {
        get { AnimatablePair(offset.animatableData, shape.animatableData) }
        set { (offset.animatableData, shape.animatableData) = (newValue.first, newValue.second) }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}
