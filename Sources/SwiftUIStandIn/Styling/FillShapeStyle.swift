/// The fill colour of controls and grouped backgrounds, in the current level of the hierarchy.
@frozen
public struct FillShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
