/// The colour of a window's background.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
