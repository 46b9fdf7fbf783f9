import Foundation

/// Where a scroll would come to rest, which a scroll target behaviour may move.
public struct ScrollTarget {
    /// The rectangle the scroll view would show.
    public var rect: CGRect
    /// The point of the rectangle that lines up with the scroll view, if any.
    public var anchor: UnitPoint?
}
