import Foundation

/// Where a scroll view is scrolled to, as a value a view binds (iOS 18): an edge, a view's id, or
/// a point. The headless host scrolls nothing, so the position only keeps what was asked of it.
// Unchecked: the only id it stores comes in through `scrollTo(id:)`, which takes a Sendable id.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    public private(set) var edge: Edge?
    public private(set) var point: CGPoint?
    public private(set) var viewID: AnyHashable?

    public init(edge: Edge? = nil) {
        self.edge = edge
    }

    public init<ID: Hashable>(idType: ID.Type = ID.self) {}

    public var isPositionedByUser: Bool { false }

    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(edge: edge)
    }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition()
        viewID = AnyHashable(id)
    }

    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition()
        self.point = point
    }

    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: y))
    }

    public func viewID<T: Hashable>(type: T.Type) -> T? {
        viewID?.base as? T
    }
}

/// What a scroll view is doing: resting, following a finger, or coasting.
public enum ScrollPhase: Equatable, Sendable {
    case idle
    case tracking
    case interacting
    case decelerating
    case animating

    public var isScrolling: Bool { self != .idle }
}

/// What a default scroll anchor applies to: the first position, a size change, or new content.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String

    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

// iOS 18's scroll observation. The headless host never scrolls, so none of these actions run.
extension View {
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        _Decorated(content: self, name: "scrollPosition")
    }

    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        _Decorated(content: self, name: "onScrollPhaseChange")
    }

    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        _Decorated(content: self, name: "onScrollVisibilityChange")
    }

    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        _Decorated(content: self, name: "defaultScrollAnchor")
    }

    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View {
        _Decorated(content: self, name: "onGeometryChange")
    }
}
