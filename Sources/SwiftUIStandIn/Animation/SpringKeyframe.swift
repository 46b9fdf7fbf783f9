import Foundation

/// A keyframe reached by a spring; without a duration the segment lasts the spring's duration.
nonisolated public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration ?? spring.duration, motion: .spring(spring, startVelocity: startVelocity))
    }

    public var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
        [segment] as? [KeyframeSegment<V>] ?? []
    }
}
