/// A type-erased gesture, for a property that holds one of several gestures.
nonisolated public struct AnyGesture<Value>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    let gestureType: Any.Type

    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        gestureType = T.self
    }
}
