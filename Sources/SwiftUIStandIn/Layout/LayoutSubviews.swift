import Foundation

/// The subviews a layout arranges. The headless host lays nothing out, so the collection a layout
/// is given there is empty.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let elements: [LayoutSubview]

    public var layoutDirection: LayoutDirection { .leftToRight }
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    public subscript(index: Int) -> LayoutSubview { elements[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements: Array(elements[bounds])) }

    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(elements: indices.map { elements[$0] })
    }
}

/// One subview as a layout sees it: it can be measured and placed.
public struct LayoutSubview: Equatable, Sendable {
    let index: Int

    public var priority: Double { 0 }
    public var spacing: ViewSpacing { ViewSpacing() }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions()
    }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

/// The preferred spacing around a view.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()

    public init() {}

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}
