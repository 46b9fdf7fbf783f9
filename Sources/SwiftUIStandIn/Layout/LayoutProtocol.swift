import Foundation

/// A custom arrangement of subviews (a flow layout, a radial one). The headless host measures and
/// places nothing, so a layout's views are drawn in order, like a stack's; its methods are there
/// for the layout's own code to compile and for tests to call.
public protocol Layout: Animatable {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void

    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// Arranges `content` with this layout: `FlowLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LaidOut(name: String(describing: Self.self), content: content())
    }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Properties of a layout that its container reads.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() {}
}

/// The content of a layout's `callAsFunction`, drawn as a stack named after the layout.
nonisolated struct _LaidOut<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    let name: String
    let content: Content

    @MainActor func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack(name), path: context.path, children: context.render(content))]
    }
}
