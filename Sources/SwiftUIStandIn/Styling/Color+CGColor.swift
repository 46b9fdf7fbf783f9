import Foundation

// Colours to and from Core Graphics' colours, through their sRGB components.

extension Color {
    /// The older spelling of `init(cgColor:)`.
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    public init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 1]
        if components.count == 2 {
            self.init(.sRGB, white: Double(components[0]), opacity: Double(components[1]))
        } else {
            self.init(.sRGB, red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]), opacity: Double(cgColor.alpha))
        }
    }

    /// The colour as a Core Graphics colour, when its components are known without an
    /// environment: not for asset-catalogue colours.
    @available(iOS, introduced: 14.0, deprecated: 17.4, message: "Use Color.resolve(in:) instead.")
    public var cgColor: CGColor? {
        components?.cgColor
    }
}

extension Color.Resolved {
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
