import Foundation

/// A 3×3 projective transform of the plane, as a geometry effect returns it. Row vectors, as in
/// Core Graphics: a point (x, y, 1) times the matrix.
@frozen
nonisolated public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// Inverts the transform in place; false, and unchanged, when it has no inverse.
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0 else { return false }
        var inverse = ProjectionTransform()
        inverse.m11 = c11 / determinant
        inverse.m12 = (m13 * m32 - m12 * m33) / determinant
        inverse.m13 = (m12 * m23 - m13 * m22) / determinant
        inverse.m21 = c12 / determinant
        inverse.m22 = (m11 * m33 - m13 * m31) / determinant
        inverse.m23 = (m13 * m21 - m11 * m23) / determinant
        inverse.m31 = c13 / determinant
        inverse.m32 = (m12 * m31 - m11 * m32) / determinant
        inverse.m33 = (m11 * m22 - m12 * m21) / determinant
        self = inverse
        return true
    }

    /// The inverse, or the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }
}

extension View {
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        _Decorated(content: self, name: "projectionEffect")
    }
}
