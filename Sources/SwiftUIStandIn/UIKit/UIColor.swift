import Foundation

/// UIKit's colour, as far as views use it. On iOS `import SwiftUI` brings UIKit with it, so
/// `Color(.systemBackground)` and `UIColor.systemGray5` are everyday SwiftUI; the stand-in declares
/// them with UIKit's names and keeps only a description to draw.
@available(macOS, unavailable)
open class UIColor: NSObject, @unchecked Sendable {
    let name: String
    /// Red, green, blue and alpha from 0 to 1, for a colour made of components; nil for a named one.
    let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    init(name: String) {
        self.name = name
        components = nil
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgb(\(red), \(green), \(blue), \(alpha))"
        components = (red, green, blue, alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        name = "white(\(white), \(alpha))"
        components = (white, white, white, alpha)
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        name = "hsb(\(hue), \(saturation), \(brightness), \(alpha))"
        components = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// A colour from the app's asset catalogue; the stand-in has no catalogue, so every name is found.
    public init?(named name: String) {
        self.name = name
        components = nil
    }

    public convenience init(_ color: Color) {
        self.init(name: color.description)
    }

    /// What Xcode's `#colorLiteral(red:green:blue:alpha:)` makes; `required` because a subclass
    /// must be makeable from the literal too (see UIColor+ColorLiteral.swift).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(name: "\(name) alpha \(alpha)")
    }

    open override var description: String { name }

    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(name: "tertiarySystemGroupedBackground") }
    open class var label: UIColor { UIColor(name: "label") }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    open class var quaternaryLabel: UIColor { UIColor(name: "quaternaryLabel") }
    open class var placeholderText: UIColor { UIColor(name: "placeholderText") }
    open class var link: UIColor { UIColor(name: "link") }
    open class var separator: UIColor { UIColor(name: "separator") }
    open class var opaqueSeparator: UIColor { UIColor(name: "opaqueSeparator") }
    open class var systemFill: UIColor { UIColor(name: "systemFill") }
    open class var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
    open class var tertiarySystemFill: UIColor { UIColor(name: "tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { UIColor(name: "quaternarySystemFill") }
    open class var systemGray: UIColor { UIColor(name: "systemGray") }
    open class var systemGray2: UIColor { UIColor(name: "systemGray2") }
    open class var systemGray3: UIColor { UIColor(name: "systemGray3") }
    open class var systemGray4: UIColor { UIColor(name: "systemGray4") }
    open class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(name: "systemGray6") }
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
    open class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    open class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    open class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    open class var systemMint: UIColor { UIColor(name: "systemMint") }
    open class var systemTeal: UIColor { UIColor(name: "systemTeal") }
    open class var systemCyan: UIColor { UIColor(name: "systemCyan") }
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    open class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
    open class var systemPurple: UIColor { UIColor(name: "systemPurple") }
    open class var systemPink: UIColor { UIColor(name: "systemPink") }
    open class var systemBrown: UIColor { UIColor(name: "systemBrown") }
    open class var black: UIColor { UIColor(name: "black") }
    open class var white: UIColor { UIColor(name: "white") }
    open class var gray: UIColor { UIColor(name: "gray") }
    open class var lightGray: UIColor { UIColor(name: "lightGray") }
    open class var darkGray: UIColor { UIColor(name: "darkGray") }
    open class var red: UIColor { UIColor(name: "red") }
    open class var green: UIColor { UIColor(name: "green") }
    open class var blue: UIColor { UIColor(name: "blue") }
    open class var orange: UIColor { UIColor(name: "orange") }
    open class var yellow: UIColor { UIColor(name: "yellow") }
    open class var purple: UIColor { UIColor(name: "purple") }
    open class var brown: UIColor { UIColor(name: "brown") }
    open class var clear: UIColor { UIColor(name: "clear") }
    open class var cyan: UIColor { UIColor(name: "cyan") }
    open class var magenta: UIColor { UIColor(name: "magenta") }
    open class var lightText: UIColor { UIColor(name: "lightText") }
    open class var darkText: UIColor { UIColor(name: "darkText") }
    open class var tintColor: UIColor { UIColor(name: "tintColor") }
}

extension Color {
    /// A SwiftUI colour from a UIKit one: `Color(uiColor: .systemGray5)`.
    @available(macOS, unavailable)
    public init(uiColor: UIColor) {
        self.init(uiColor.name)
    }

    /// The older spelling, still everywhere: `Color(.systemBackground)`. Disfavoured: when an asset
    /// colour's generated symbol names both a `ColorResource` and a `UIColor`, `Color(.brand)` is
    /// the resource, as the code Xcode generates for the catalogue itself relies on.
    @_disfavoredOverload
    @available(macOS, unavailable)
    public init(_ color: UIColor) {
        self.init(color.name)
    }
}
