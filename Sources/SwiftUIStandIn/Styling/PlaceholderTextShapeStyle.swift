/// The colour of placeholder text, as a fill.
@frozen
public struct PlaceholderTextShapeStyle: ShapeStyle {
    public init() {}
}
