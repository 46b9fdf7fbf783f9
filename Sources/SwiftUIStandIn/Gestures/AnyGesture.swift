/// A type-erased gesture, for a property that holds one of several gestures.
nonisolated public struct AnyGesture<Value>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    // A generic `Value` parameter leaves Swift two equal witnesses to choose from; this one settles it.
    public static func _value(of value: Value) -> Value {
        value
    }

    let gestureType: Any.Type

    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        gestureType = T.self
    }
}
