// A colour literal where a SwiftUI colour is expected (`.foregroundColor(#colorLiteral(...))`):
// Color is expressible by the literal, with its components as sRGB.

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
