import Foundation

// A colour's concrete components. The host resolves the system colours to their standard sRGB
// values in the light appearance (the primary colour follows the environment's colour scheme),
// colours built from numbers to those numbers, and asset-catalogue colours, which it cannot
// read, to opaque black.

extension Color {
    /// A colour as four numbers: linear-light red, green and blue, and opacity.
    nonisolated public struct Resolved: Hashable, Sendable, ShapeStyle {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let isLinear = colorSpace == .sRGBLinear
            linearRed = isLinear ? red : Self.linear(red)
            linearGreen = isLinear ? green : Self.linear(green)
            linearBlue = isLinear ? blue : Self.linear(blue)
            self.opacity = opacity
        }

        /// Red in the sRGB transfer curve, from 0 to 1.
        public var red: Float {
            get { Self.gammaEncoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }

        public var green: Float {
            get { Self.gammaEncoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }

        public var blue: Float {
            get { Self.gammaEncoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        private static func linear(_ encoded: Float) -> Float {
            let magnitude = abs(encoded)
            let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -value : value
        }

        private static func gammaEncoded(_ linear: Float) -> Float {
            let magnitude = abs(linear)
            let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -value : value
        }
    }

    public init(_ resolved: Color.Resolved) {
        self.init(.sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen), blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
    }

    /// A colour from a style that resolves to one; the headless host resolves it once, in the
    /// default environment.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.init(color.resolve(in: EnvironmentValues()))
    }

    /// The colour's components in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        if self == .primary {
            let white: Float = environment.colorScheme == .dark ? 1 : 0
            return Resolved(red: white, green: white, blue: white)
        }
        return components ?? Resolved(red: 0, green: 0, blue: 0)
    }

    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`. The host mixes the
    /// components linearly in either colour space.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let environment = EnvironmentValues()
        let (lhs, rhs, t) = (resolve(in: environment), rhs.resolve(in: environment), Float(fraction))
        let mixed = Resolved(
            colorSpace: .sRGBLinear,
            red: lhs.linearRed + (rhs.linearRed - lhs.linearRed) * t,
            green: lhs.linearGreen + (rhs.linearGreen - lhs.linearGreen) * t,
            blue: lhs.linearBlue + (rhs.linearBlue - lhs.linearBlue) * t,
            opacity: lhs.opacity + (rhs.opacity - lhs.opacity) * t
        )
        return Color(mixed)
    }

    /// The sRGB components of a hue, saturation and brightness colour.
    static func rgb(hue: Double, saturation: Double, brightness: Double, opacity: Double) -> Resolved {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let (p, q, t) = (brightness * (1 - saturation), brightness * (1 - saturation * fraction), brightness * (1 - saturation * (1 - fraction)))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(opacity))
    }

    /// The system colours' sRGB values in the light appearance.
    static let systemComponents: [String: Resolved] = [
        "black": Resolved(red: 0, green: 0, blue: 0),
        "white": Resolved(red: 1, green: 1, blue: 1),
        "clear": Resolved(red: 0, green: 0, blue: 0, opacity: 0),
        "gray": Resolved(red: 0.557, green: 0.557, blue: 0.576),
        "red": Resolved(red: 1, green: 0.231, blue: 0.188),
        "orange": Resolved(red: 1, green: 0.584, blue: 0),
        "yellow": Resolved(red: 1, green: 0.8, blue: 0),
        "green": Resolved(red: 0.204, green: 0.78, blue: 0.349),
        "mint": Resolved(red: 0, green: 0.78, blue: 0.745),
        "teal": Resolved(red: 0.188, green: 0.69, blue: 0.78),
        "cyan": Resolved(red: 0.196, green: 0.678, blue: 0.902),
        "blue": Resolved(red: 0, green: 0.478, blue: 1),
        "indigo": Resolved(red: 0.345, green: 0.337, blue: 0.839),
        "purple": Resolved(red: 0.686, green: 0.322, blue: 0.871),
        "pink": Resolved(red: 1, green: 0.176, blue: 0.333),
        "brown": Resolved(red: 0.635, green: 0.518, blue: 0.369),
        "primary": Resolved(red: 0, green: 0, blue: 0),
        "secondary": Resolved(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6),
        "accentColor": Resolved(red: 0, green: 0.478, blue: 1),
    ]
}
