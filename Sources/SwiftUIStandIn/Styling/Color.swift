/// A color or pattern to draw with. A custom style resolves to another style in the
/// environment it is drawn in; the built-in ones resolve themselves (their `Resolved` is `Never`).
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never

    nonisolated func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

/// A color. As a view it fills the space it is given.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    private let name: String
    /// The colour's sRGB components, when the host knows them: see `resolve(in:)`.
    let components: Resolved?

    fileprivate init(name: String, components: Resolved? = nil) {
        self.name = name
        self.components = components ?? Color.systemComponents[name]
    }

    nonisolated public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.name == rhs.name
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue), \(opacity))"
        components = Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        name = "white(\(white), \(opacity))"
        components = Resolved(colorSpace: colorSpace, red: Float(white), green: Float(white), blue: Float(white), opacity: Float(opacity))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
        components = Color.rgb(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
    }

    /// A colour from the app's asset catalogue, by name. The host has no asset catalogue, so
    /// its components are unknown.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        components = nil
    }

    public func opacity(_ opacity: Double) -> Color {
        var faded = components
        faded?.opacity *= Float(opacity)
        return Color(name: "\(name) opacity \(opacity)", components: faded)
    }

    public var description: String {
        name
    }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static var accentColor: Color { Color(name: "accentColor") }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.color(name), path: context.path)]
    }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color(name: "black") }
    public static var white: Color { Color(name: "white") }
    public static var gray: Color { Color(name: "gray") }
    public static var red: Color { Color(name: "red") }
    public static var orange: Color { Color(name: "orange") }
    public static var yellow: Color { Color(name: "yellow") }
    public static var green: Color { Color(name: "green") }
    public static var mint: Color { Color(name: "mint") }
    public static var teal: Color { Color(name: "teal") }
    public static var cyan: Color { Color(name: "cyan") }
    public static var blue: Color { Color(name: "blue") }
    public static var indigo: Color { Color(name: "indigo") }
    public static var purple: Color { Color(name: "purple") }
    public static var pink: Color { Color(name: "pink") }
    public static var brown: Color { Color(name: "brown") }
    public static var clear: Color { Color(name: "clear") }
}

/// The levels of emphasis for content: primary, secondary and so on.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 1)
    public static let secondary = HierarchicalShapeStyle(level: 2)
    public static let tertiary = HierarchicalShapeStyle(level: 3)
    public static let quaternary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The current tint color.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
