import Foundation

/// Effects that change how a view looks without changing its layout, computed from its geometry
/// (`.visualEffect { content, proxy in content.offset(y: proxy.size.height) }`). The headless host
/// draws no pixels, so each effect keeps the view as it is.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect a `visualEffect` closure starts from: none.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData

    public init() {}
}

extension VisualEffect {
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
}

extension View {
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        _Decorated(content: self, name: "visualEffect")
    }
}
