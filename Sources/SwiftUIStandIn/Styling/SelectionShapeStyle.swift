/// The colour of selected content, the accent colour where the system has none of its own.
public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
