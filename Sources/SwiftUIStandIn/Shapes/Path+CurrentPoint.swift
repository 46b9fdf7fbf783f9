import Foundation

extension Path {
    /// Where the next segment would start: the end of the last one, or the start of the subpath a
    /// `closeSubpath()` closed; nil for an empty path.
    public var currentPoint: CGPoint? {
        var subpathStart: CGPoint?
        var point: CGPoint?
        for element in elements {
            switch element {
            case .move(let end):
                subpathStart = end
                point = end
            case .line(let end), .quadCurve(let end, _), .curve(let end, _, _):
                point = end
            case .closeSubpath:
                point = subpathStart
            }
        }
        return point
    }
}
