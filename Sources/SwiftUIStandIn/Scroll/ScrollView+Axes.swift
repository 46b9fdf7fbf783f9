extension ScrollView {
    /// A scroll view along the given axes, with its indicators shown (iOS 17's form; the
    /// `showsIndicators:` form became `scrollIndicators(_:axes:)`).
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}
