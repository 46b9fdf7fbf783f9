// Gradients and other shape styles. A style only leaves a note in the tree.
// A gradient is a view, and a view's type is inferred onto the main actor; Apple declares the
// gradients' initialisers nonisolated, so `.linearGradient(…)` and the other shape-style
// shorthands below build one from any context. The types are nonisolated here to match.

/// Colours at positions from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Gradient.Stop]

    public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }
}

/// A gradient along a line.
nonisolated public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// A gradient from a centre outwards.
nonisolated public struct RadialGradient: ShapeStyle, View {
    public typealias Body = Never

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// A gradient around a centre.
nonisolated public struct AngularGradient: ShapeStyle, View {
    public typealias Body = Never

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
}

/// An elliptical gradient.
nonisolated public struct EllipticalGradient: ShapeStyle, View {
    public typealias Body = Never

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
}

// A gradient used as a view fills its space, like a colour, and carries no words.
extension LinearGradient: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.color("LinearGradient"), path: context.path)]
    }
}

extension RadialGradient: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.color("RadialGradient"), path: context.path)]
    }
}

extension AngularGradient: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.color("AngularGradient"), path: context.path)]
    }
}

extension EllipticalGradient: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.color("EllipticalGradient"), path: context.path)]
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// The blurred background of system surfaces.
public struct Material: ShapeStyle {
    let name: String

    public static let regularMaterial = Material(name: "regular")
    public static let thickMaterial = Material(name: "thick")
    public static let thinMaterial = Material(name: "thin")
    public static let ultraThinMaterial = Material(name: "ultraThin")
    public static let ultraThickMaterial = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// The style of the foreground: the colour text is drawn in.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The style of the background.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style erased to its protocol.
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}

/// A colour scheme: light or dark.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

/// A gradient is a style of its own (iOS 16): `.background(Gradient(colors: [.blue, .teal]))`
/// draws it from top to bottom.
extension Gradient: ShapeStyle {}
