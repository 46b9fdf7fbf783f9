import Foundation

/// A curve from (0, 0) to (1, 1) that maps progress to a value, as an animation's timing does.
/// The headless host animates nothing, so every curve is evaluated as a straight line.
nonisolated public struct UnitCurve: Hashable, Sendable {
    let name: String

    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let easeInEaseOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier")
    }

    public var inverse: UnitCurve { self }

    public func value(at progress: Double) -> Double {
        min(max(progress, 0), 1)
    }

    public func velocity(at progress: Double) -> Double {
        1
    }
}
