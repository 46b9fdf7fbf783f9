import Foundation

/// The gentle gradient a colour makes of itself: `.fill(Color.blue.gradient)`.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let base: Color
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(base: self) }
}
