import Foundation

/// The keyframes of one track, in order: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`,
/// `MoveKeyframe`, or a builder's combination of them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent

    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// Track content the host reads itself rather than through its body.
protocol PrimitiveKeyframeTrackContent {
    nonisolated func segments<V>(of value: V.Type) -> [KeyframeSegment<V>]
}

/// One keyframe: the value to reach, how long it takes, and how it gets there.
struct KeyframeSegment<Value> {
    enum Motion {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    let target: Value
    let duration: TimeInterval
    let motion: Motion
}

/// The keyframes of any track content, primitive ones read directly and others through their body.
nonisolated func keyframeSegments<C: KeyframeTrackContent>(_ content: C) -> [KeyframeSegment<C.Value>] {
    if let primitive = content as? any PrimitiveKeyframeTrackContent {
        return primitive.segments(of: C.Value.self)
    }
    return keyframeSegments(content.body) as? [KeyframeSegment<C.Value>] ?? []
}

/// No keyframes: what an empty track builder closure makes.
nonisolated struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] { [] }
}

/// Keyframes one after the other: those of `first`, then those of `second`.
nonisolated struct KeyframeTrackContentSequence<Value: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent, PrimitiveKeyframeTrackContent
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
        (keyframeSegments(first) + keyframeSegments(second)) as? [KeyframeSegment<V>] ?? []
    }
}

/// The keyframes of a `for` loop, one element after the other.
nonisolated struct KeyframeTrackContentArray<Value: Animatable, Element: KeyframeTrackContent>: KeyframeTrackContent, PrimitiveKeyframeTrackContent
where Element.Value == Value {
    let elements: [Element]

    var body: Self { self }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
        elements.flatMap(keyframeSegments) as? [KeyframeSegment<V>] ?? []
    }
}
