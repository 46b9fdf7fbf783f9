import Foundation

// Path construction and set operations. The headless host draws no pixels and computes no exact
// outlines: rounded rectangles and arcs keep their ends, and the set operations, stroking and
// trimming keep the path they are called on (an empty path trims to itself).

extension Path {
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        elements.append(.move(to: rect.origin))
    }

    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        elements.append(currentPoint == nil ? .move(to: tangent1End) : .line(to: tangent1End))
        elements.append(.curve(to: tangent2End, control1: tangent1End, control2: tangent2End))
    }

    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArcSegment(center: center, radius: radius, from: startAngle, to: startAngle + delta)
    }

    /// Whether `p` lies within the box that bounds the path's points: the host has no exact
    /// outline to test against.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let end), .line(let end): [end]
            case .quadCurve(let end, let control): [end, control]
            case .curve(let end, let control1, let control2): [end, control1, control2]
            case .closeSubpath: []
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return false }
        return (minX...maxX).contains(p.x) && (minY...maxY).contains(p.y)
    }

    public func strokedPath(_ style: StrokeStyle) -> Path { self }

    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { from < to ? self : Path() }

    public func normalized(eoFill: Bool = true) -> Path { self }

    public func union(_ other: Path, eoFill: Bool = false) -> Path { self }

    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { self }

    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { self }

    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { self }

    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { self }

    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path { self }
}
