import Foundation

/// Changes to a value over time, as one or more keyframe tracks:
/// `KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }`.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes

    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// A keyframes type the host plays itself rather than through its body.
protocol PrimitiveKeyframes {
    /// The tracks to play, over values of type `Root`.
    nonisolated func tracks<Root>(of root: Root.Type) -> [KeyframeTrackPlayer<Root>]
}

/// One track ready to play: how long it lasts, and how it sets its part of a value at a time.
struct KeyframeTrackPlayer<Root> {
    let duration: TimeInterval
    let apply: (TimeInterval, inout Root) -> Void
}

/// The tracks of any keyframes, primitive ones played directly and others through their body.
nonisolated func keyframeTracks<K: Keyframes>(_ keyframes: K) -> [KeyframeTrackPlayer<K.Value>] {
    if let primitive = keyframes as? any PrimitiveKeyframes {
        return primitive.tracks(of: K.Value.self)
    }
    return keyframeTracks(keyframes.body) as? [KeyframeTrackPlayer<K.Value>] ?? []
}

/// No keyframes: what an empty builder closure makes.
nonisolated struct EmptyKeyframes<Value>: Keyframes, PrimitiveKeyframes {
    var body: Self { self }

    func tracks<Root>(of root: Root.Type) -> [KeyframeTrackPlayer<Root>] { [] }
}

/// Two sets of keyframes played side by side.
nonisolated struct KeyframesPair<Value, First: Keyframes, Second: Keyframes>: Keyframes, PrimitiveKeyframes
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    var body: Self { self }

    func tracks<Root>(of root: Root.Type) -> [KeyframeTrackPlayer<Root>] {
        (keyframeTracks(first) + keyframeTracks(second)) as? [KeyframeTrackPlayer<Root>] ?? []
    }
}
