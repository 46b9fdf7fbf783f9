import Foundation

// Animations built from a `CustomAnimation`, and the calls that run any animation by hand.

extension Animation {
    public init<A: CustomAnimation>(_ base: A) {
        self.init(name: String(describing: A.self), custom: base)
    }

    /// The custom animation this one runs; a built-in animation is one the host has already
    /// finished.
    public var base: any CustomAnimation {
        custom ?? BuiltInAnimation(name: name)
    }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The same animation, counted as logically complete after `duration`; the host, which
    /// completes every animation at once, keeps it as it is.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        self
    }
}
