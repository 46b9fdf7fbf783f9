// Core Graphics' geometry under a transform (`rect.applying(.init(scaleX: 2, y: 2))`), which
// Foundation on Linux lacks along with the transform itself.

extension CGAffineTransform {
    /// The transform that undoes this one; a transform that cannot be undone is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant,
            c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Sizes are vectors: the translation does not apply.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let origin = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
        return CGRect(x: origin.x, y: origin.y, width: (xs.max() ?? 0) - origin.x, height: (ys.max() ?? 0) - origin.y)
    }
}
