/// The colour of links.
@frozen
public struct LinkShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
