/// A gesture that updates a `@GestureState` while it is performed (what `updating(_:body:)` returns).
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture, _PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}
