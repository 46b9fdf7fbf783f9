/// A hosting configuration's background filled with a style.
public struct _UIHostingConfigurationBackgroundView<S>: View where S: ShapeStyle {
    let style: S

    public var body: some View {
        Rectangle().fill(style)
    }
}
