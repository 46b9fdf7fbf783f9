// Scrolling containers, lazy stacks and grids. The host lays nothing out, so each draws its
// children in order, like the stacks.

/// A container for content larger than the screen.
nonisolated public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("ScrollView"), path: context.path, children: context.render(content))]
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that draws its children as they scroll into view.
nonisolated public struct LazyVStack<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A row that draws its children as they scroll into view.
nonisolated public struct LazyHStack<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// One column or row of a lazy grid.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows downwards.
nonisolated public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A grid that grows sideways.
nonisolated public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A grid of rows of cells.
nonisolated public struct Grid<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// One row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The first of its children that fits; with nothing laid out, the host draws the first.
nonisolated public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension LazyVStack: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("LazyVStack"), path: context.path, children: context.render(content))]
    }
}

extension LazyHStack: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("LazyHStack"), path: context.path, children: context.render(content))]
    }
}

extension LazyVGrid: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("LazyVGrid"), path: context.path, children: context.render(content))]
    }
}

extension LazyHGrid: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("LazyHGrid"), path: context.path, children: context.render(content))]
    }
}

extension Grid: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("Grid"), path: context.path, children: context.render(content))]
    }
}

extension GridRow: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("GridRow"), path: context.path, children: context.render(content))]
    }
}

extension ViewThatFits: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let children = context.render(content)
        let first = children.first.map { $0.kind == .group ? Array($0.children.prefix(1)) : [$0] } ?? []
        return [_Node(.group, path: context.path, children: first)]
    }
}

/// A line that separates content.
nonisolated public struct Divider: View {
    public typealias Body = Never

    public init() {}
}

extension Divider: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.spacer, path: context.path)]
    }
}

// MARK: - Geometry

/// The size and place of the container a `GeometryReader` fills. Nothing is laid out on Linux,
/// so every reader sees the screen of an iPhone 15 in portrait, 393 by 852 points.
public struct GeometryProxy {
    public var size: CGSize { CGSize(width: 393, height: 852) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space, as the newer `frame(in:)` takes it.
public protocol CoordinateSpaceProtocol {}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol {
    let name: AnyHashable
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// A view that is given the size of its container.
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never

    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("GeometryReader"), path: context.path, children: context.render(content(GeometryProxy())))]
    }
}

/// Scrolls a scroll view to a view by its id; with nothing laid out, scrolling changes nothing.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

nonisolated public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never

    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content(ScrollViewProxy()))
    }
}

// MARK: - Tabs

/// Tabs of screens. The host draws every tab, in order, each marked with its tab item.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.stack("TabView"), path: context.path, children: context.render(content))]
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _Decorated(content: self, name: "tabItem", detail: nil)
    }

    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "tabViewStyle")
    }

    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "indexViewStyle")
    }

    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "listStyle", detail: String(describing: S.self))
    }
}

// MARK: - List styles

@MainActor @preconcurrency
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle {
    public init() {}
}

public struct PlainListStyle: ListStyle {
    public init() {}
}

public struct GroupedListStyle: ListStyle {
    public init() {}
}

public struct InsetListStyle: ListStyle {
    public init() {}
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
