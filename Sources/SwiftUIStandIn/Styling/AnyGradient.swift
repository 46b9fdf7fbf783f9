import Foundation

/// A gradient with its type erased, as a colour makes of itself (`.fill(Color.blue.gradient)`)
/// or as `Gradient.colorSpace(_:)` returns.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let gradient: Gradient
    let colorSpace: Gradient.ColorSpace

    public init(_ gradient: Gradient) {
        self.gradient = gradient
        colorSpace = .device
    }

    init(gradient: Gradient, colorSpace: Gradient.ColorSpace) {
        self.gradient = gradient
        self.colorSpace = colorSpace
    }

    /// The same gradient, interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient: gradient, colorSpace: space)
    }
}

extension Gradient {
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient: self, colorSpace: space)
    }
}

extension Color {
    /// A gentle gradient from a lighter to a darker shade of the colour.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self])) }
}
