// How a view takes its place: safe areas, aspect ratio, fixed size, position, identity and tags,
// list rows. The headless host lays nothing out, so each keeps its view under a named node.

extension View {
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        _Decorated(content: self, name: "ignoresSafeArea")
    }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _Layered(content: self, layer: content(), name: "safeAreaInset")
    }

    public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View {
        _Layered(content: self, layer: content(), name: "safeAreaInset")
    }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _Decorated(content: self, name: "safeAreaPadding")
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _Decorated(content: self, name: "aspectRatio")
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        _Decorated(content: self, name: "aspectRatio")
    }

    public func scaledToFit() -> some View {
        _Decorated(content: self, name: "scaledToFit")
    }

    public func scaledToFill() -> some View {
        _Decorated(content: self, name: "scaledToFill")
    }

    public func fixedSize() -> some View {
        _Decorated(content: self, name: "fixedSize")
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _Decorated(content: self, name: "fixedSize")
    }

    public func layoutPriority(_ value: Double) -> some View {
        _Decorated(content: self, name: "layoutPriority")
    }

    public func zIndex(_ value: Double) -> some View {
        _Decorated(content: self, name: "zIndex")
    }

    public func position(_ position: CGPoint) -> some View {
        _Decorated(content: self, name: "position")
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _Decorated(content: self, name: "position")
    }

    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        _Decorated(content: self, name: "coordinateSpace")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "containerRelativeFrame")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "containerRelativeFrame")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        _Decorated(content: self, name: "containerRelativeFrame")
    }

    public func frame(depth: CGFloat?, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "frame")
    }

    public func allowsHitTesting(_ enabled: Bool) -> some View {
        _Decorated(content: self, name: "allowsHitTesting")
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        _Decorated(content: self, name: "contentShape")
    }

    public func hidden() -> some View {
        // A hidden view keeps its place but shows nothing.
        _Hidden(content: self)
    }

    public func labelsHidden() -> some View {
        _Decorated(content: self, name: "labelsHidden")
    }

    public func id<ID: Hashable>(_ id: ID) -> some View {
        _Decorated(content: self, name: "id(\(id))")
    }

    public func tag<V: Hashable>(_ tag: V) -> some View {
        _Tagged(content: self, tag: tag)
    }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        _Tagged(content: self, tag: tag)
    }

    public func listRowBackground<V: View>(_ view: V?) -> some View {
        _Decorated(content: self, name: "listRowBackground")
    }

    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _Decorated(content: self, name: "listRowInsets")
    }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _Decorated(content: self, name: "listRowSeparator")
    }

    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _Decorated(content: self, name: "listSectionSeparator")
    }
}
