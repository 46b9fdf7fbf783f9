/// The colour of separators between content.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
