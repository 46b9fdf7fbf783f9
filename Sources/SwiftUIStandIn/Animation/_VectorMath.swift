/// SwiftUI's arithmetic for animatable values that are vectors in their own right: a type
/// conforming gets `+`, `-`, `+=`, `-=`, scaling by a `Double` and a magnitude, all worked out on
/// its `animatableData`. `Angle` is one, which is why `rotation += delta` works on angles.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    public var magnitude: Double {
        animatableData.magnitudeSquared.squareRoot()
    }

    public mutating func negate() {
        animatableData = .zero - animatableData
    }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) {
        lhs.animatableData += rhs.animatableData
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.animatableData -= rhs.animatableData
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) {
        lhs.animatableData.scale(by: rhs)
    }

    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) {
        lhs *= 1 / rhs
    }

    public static func / (lhs: Self, rhs: Double) -> Self {
        lhs * (1 / rhs)
    }
}
