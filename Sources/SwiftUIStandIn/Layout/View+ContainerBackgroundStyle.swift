extension View {
    /// Fills the background of the container the view sits in (a widget, a navigation column)
    /// with a style. The host draws no backgrounds, so the view is kept as it is.
    public func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement) -> some View where S: ShapeStyle {
        _Decorated(content: self, name: "containerBackground")
    }
}
