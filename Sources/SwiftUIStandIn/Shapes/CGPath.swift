import Foundation

/// Core Graphics' path, which SwiftUI's `Path` converts to and from. Foundation on Linux lacks
/// it; this one keeps a `Path`'s steps, with the initialisers and building methods views use.
/// Like `Path`'s, its transforms are not applied: the headless host computes no geometry.
nonisolated public class CGPath: Hashable, @unchecked Sendable {
    package fileprivate(set) var path: Path

    package init(path: Path) {
        self.path = path
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect))
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight)))
    }

    public var isEmpty: Bool { path.isEmpty }

    public var boundingBox: CGRect { path.boundingRect }

    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public func copy() -> CGPath? {
        CGPath(path: path)
    }

    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.path = path
        return copy
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path.description)
    }
}

/// A Core Graphics path that is built step by step.
nonisolated public class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(path: Path())
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first)
        path.addLines(Array(points.dropFirst()))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end, control: control)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects)
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: clockwise)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.addPath(path.path)
    }

    public func closeSubpath() {
        path.closeSubpath()
    }
}
