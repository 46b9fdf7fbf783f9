import Foundation

/// Builds a track's keyframes from the statements of a closure, in order.
@resultBuilder
nonisolated public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray<Value, _>(elements: components)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value {
        first
    }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentSequence(first: accumulated, second: next)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        EmptyKeyframeTrackContent<Value>()
    }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of one branch of an `if` or `switch`.
    nonisolated public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent, PrimitiveKeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Self { self }

        func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] {
            switch storage {
            case .first(let content): keyframeSegments(content) as? [KeyframeSegment<V>] ?? []
            case .second(let content): keyframeSegments(content) as? [KeyframeSegment<V>] ?? []
            }
        }
    }
}
