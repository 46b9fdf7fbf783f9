import Foundation

/// The shape of the container a view sits in (a widget's rounded corners), inset to fit. The
/// headless host has no container shapes, so it is the rectangle it is given.
@frozen
nonisolated public struct ContainerRelativeShape: InsettableShape {
    public init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
