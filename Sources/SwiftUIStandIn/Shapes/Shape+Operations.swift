import Foundation

// Shapes combined with other shapes or resized (iOS 17). The headless host draws a shape as a node
// named after its type and computes no paths, so each operation keeps the shape it is called on.

extension Shape {
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { self }
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { self }
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { self }
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { self }
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { self }
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { self }
    public func size(_ size: CGSize) -> some Shape { self }
    public func size(width: CGFloat, height: CGFloat) -> some Shape { self }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
