import Foundation

/// An animation written by the app: it computes the animated value at each moment
/// (`Animation(MyCurve(duration: 1))`). The headless host shows every change at once, so it never
/// runs one itself; `Animation`'s own `animate(value:time:context:)` calls it on demand.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` seconds into the animation of `value` (the whole change), or nil when
    /// the animation is done.
    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    nonisolated func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    nonisolated func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

nonisolated extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// A built-in animation seen as a custom one, for `Animation.base`: the host has finished it
/// as soon as it starts.
struct BuiltInAnimation: CustomAnimation {
    let name: String

    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        nil
    }
}
