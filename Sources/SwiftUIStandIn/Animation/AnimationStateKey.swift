/// A key for a value a custom animation keeps in its `AnimationState`.
public protocol AnimationStateKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}
