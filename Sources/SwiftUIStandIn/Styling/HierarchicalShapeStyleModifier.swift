/// A style at a level of emphasis below its base: what `Color.blue.secondary` is in SwiftUI.
@frozen
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
}
