/// A gesture whose value is another gesture's, transformed (what `map(_:)` returns).
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    let gesture: Content
    let transform: (Content.Value) -> Value
}

extension Gesture {
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(gesture: self, transform: body)
    }
}
