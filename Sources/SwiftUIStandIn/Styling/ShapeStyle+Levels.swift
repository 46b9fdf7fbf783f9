import Foundation

// Styles derived from another: a level of emphasis of a colour (`Color.blue.secondary`), a
// shadow, a blend mode, an opacity. The headless host paints nothing, so each keeps the style's
// place and is described by the type it returns.

extension ShapeStyle {
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 5) }

    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 5) }
}

extension HierarchicalShapeStyle {
    public static let quinary = HierarchicalShapeStyle(level: 5)
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style with a shadow, as `.foregroundStyle(.shadow(.drop(radius: 2)))` asks.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { HierarchicalShapeStyle.primary }

    public static func opacity(_ opacity: Double) -> some ShapeStyle { HierarchicalShapeStyle.primary }

    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { HierarchicalShapeStyle.primary }
}

/// A shadow a style is drawn with: cast behind it, or inside its edges.
public struct ShadowStyle: Equatable, Sendable {
    let name: String

    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(name: "drop")
    }

    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(name: "inner")
    }
}
