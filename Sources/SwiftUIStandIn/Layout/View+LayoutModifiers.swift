// Layout modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        _Decorated(content: self, name: "gridCellAnchor")
    }

    public func gridCellColumns(_ count: Int) -> some View {
        _Decorated(content: self, name: "gridCellColumns")
    }

    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        _Decorated(content: self, name: "gridCellUnsizedAxes")
    }

    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        _Decorated(content: self, name: "gridColumnAlignment")
    }

    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        _Decorated(content: self, name: "listRowSpacing")
    }

    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        _Decorated(content: self, name: "listSectionSpacing")
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        _Decorated(content: self, name: "safeAreaPadding")
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View {
        _Decorated(content: self, name: "safeAreaPadding")
    }

    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "scenePadding")
    }
}
