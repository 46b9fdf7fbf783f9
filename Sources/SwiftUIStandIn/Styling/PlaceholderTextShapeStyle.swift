/// The colour of placeholder text, as a fill.
@frozen
public struct PlaceholderTextShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
