import Foundation

/// A keyframe reached along a smooth cubic curve through its neighbours, or with the velocities
/// given.
nonisolated public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration, motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    public var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
        [segment] as? [KeyframeSegment<V>] ?? []
    }
}
