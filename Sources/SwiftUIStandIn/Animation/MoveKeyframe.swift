import Foundation

/// A keyframe that jumps to its value at once.
nonisolated public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value) {
        segment = KeyframeSegment(target: to, duration: 0, motion: .move)
    }

    public var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
        [segment] as? [KeyframeSegment<V>] ?? []
    }
}
