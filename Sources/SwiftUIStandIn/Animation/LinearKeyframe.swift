import Foundation

/// A keyframe reached in a straight line, timed by a unit curve.
nonisolated public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))
    }

    public var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
        [segment] as? [KeyframeSegment<V>] ?? []
    }
}
