/// A style at a level of emphasis of its base (`Color.blue.secondary`): 1 is the base itself.
@frozen
nonisolated public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
}
