/// What a `Canvas` draws on: paths, text and images, under a transform, opacity and clip. The
/// stand-in records the state a renderer sets and draws nothing.
public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: GraphicsContext.BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    public internal(set) var environment = EnvironmentValues()
    public internal(set) var clipBoundingRect = CGRect.infinite

    /// Only a canvas makes a context in Apple's SwiftUI; the package's tests make one too.
    package init() {}

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) {
        clipBoundingRect = clipBoundingRect.intersection(path.boundingRect)
    }

    public mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()) {}

    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}

    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}

    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {}

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}

    public func draw(_ text: Text, in rect: CGRect) {}

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// The colour, gradient or style that fills or strokes a path.
    public struct Shading: Sendable {
        let name: String

        public static var foreground: GraphicsContext.Shading { Shading(name: "foreground") }

        public static func color(_ color: Color) -> GraphicsContext.Shading {
            Shading(name: "color")
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> GraphicsContext.Shading {
            Shading(name: "color")
        }

        public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading {
            Shading(name: "style")
        }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            Shading(name: "linearGradient")
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            Shading(name: "radialGradient")
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            Shading(name: "conicGradient")
        }
    }

    /// How a gradient repeats beyond its ends.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How new drawing combines with what is already drawn.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32

        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// How a clip shape is applied.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// An effect applied to everything drawn after it.
    public struct Filter: Sendable {
        let name: String

        public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()) -> GraphicsContext.Filter {
            Filter(name: "blur")
        }

        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter {
            Filter(name: "shadow")
        }

        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> GraphicsContext.Filter {
            Filter(name: "alphaThreshold")
        }
    }

    /// Options of `addFilter(_:options:)`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
