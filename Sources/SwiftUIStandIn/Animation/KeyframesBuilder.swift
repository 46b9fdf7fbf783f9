import Foundation

/// Builds keyframes from the statements of a closure: tracks played side by side, or the
/// keyframes of a single track of the whole value.
@resultBuilder
nonisolated public struct KeyframesBuilder<Value> {
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Value == Content.Value {
        expression
    }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value {
        first
    }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }

    public static func buildBlock() -> some Keyframes<Value> {
        EmptyKeyframes<Value>()
    }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value {
        component
    }
}

extension KeyframesBuilder where Value: Animatable {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value {
        first
    }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildBlock()
    }

    /// Keyframes written straight in the closure animate the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content> where Value == Content.Value {
        KeyframeTrack { component }
    }
}
