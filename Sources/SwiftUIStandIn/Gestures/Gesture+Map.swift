/// A gesture whose value is another gesture's, transformed (what `map(_:)` returns).
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    // A generic `Value` parameter leaves Swift two equal witnesses to choose from; this one settles it.
    public static func _value(of value: Value) -> Value {
        value
    }

    let gesture: Content
    let transform: (Content.Value) -> Value
}

extension Gesture {
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(gesture: self, transform: body)
    }
}
