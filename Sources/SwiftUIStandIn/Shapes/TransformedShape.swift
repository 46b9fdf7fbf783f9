import Foundation

/// A shape drawn through an affine transform: `Rectangle().transform(.init(scaleX: 2, y: 1))`.
@frozen
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public typealias AnimatableData = Content.AnimatableData

    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
