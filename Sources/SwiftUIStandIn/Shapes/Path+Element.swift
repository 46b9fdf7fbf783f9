import Foundation

extension Path {
    /// One step of a path: a move, a line, a curve, or the close of a subpath.
    @frozen
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each step of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// An arc kept as one curve between its two ends: enough for `currentPoint` and the path's
    /// description, as the host computes no exact geometry.
    mutating func addArcSegment(center: CGPoint, radius: CGFloat, from startAngle: Angle, to endAngle: Angle) {
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        let end = CGPoint(x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
        elements.append(currentPoint == nil ? .move(to: start) : .line(to: start))
        elements.append(.curve(to: end, control1: start, control2: end))
    }
}

extension Path: CustomStringConvertible {
    /// The path in the notation of `Path(_:)` strings: `x y m`, `x y l`, `cx cy x y q`,
    /// `c1x c1y c2x c2y x y c` and `h`, separated by spaces.
    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): "\(Self.number(p.x)) \(Self.number(p.y)) m"
            case .line(let p): "\(Self.number(p.x)) \(Self.number(p.y)) l"
            case .quadCurve(let p, let c): "\(Self.number(c.x)) \(Self.number(c.y)) \(Self.number(p.x)) \(Self.number(p.y)) q"
            case .curve(let p, let c1, let c2):
                "\(Self.number(c1.x)) \(Self.number(c1.y)) \(Self.number(c2.x)) \(Self.number(c2.y)) \(Self.number(p.x)) \(Self.number(p.y)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
