// iOS 26's `safeAreaBar`: like `safeAreaInset`, a custom bar beside the content, which also
// gets the scroll edge effect of a system bar. The headless host draws the bar after the content.

extension View {
    public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View {
        _Layered(content: self, layer: content(), name: "safeAreaBar")
    }

    public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View {
        _Layered(content: self, layer: content(), name: "safeAreaBar")
    }
}
