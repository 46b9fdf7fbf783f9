// Gestures. A tap gesture makes its view tappable in the headless host; drags, pinches and
// rotations have no person to perform them, so they are accepted and leave a note.

/// An input a person performs on a view.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture

    var body: Self.Body { get }

    /// Lets Swift infer a composed gesture's `Value` from its body, as Apple's does through a
    /// requirement of its own: the witness below, where `Value == Body.Value`, fixes it.
    static func _value(of value: Self.Value) -> Self.Value
}

extension Gesture where Value == Body.Value {
    public static func _value(of value: Body.Value) -> Body.Value {
        value
    }
}

extension Gesture where Self: _PrimitiveGesture {
    public static func _value(of value: Value) -> Value {
        value
    }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Marks the stand-in's primitive gestures, whose `body` is never asked for.
public protocol _PrimitiveGesture {}

extension Gesture where Self: _PrimitiveGesture, Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture and has no body")
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self)
    }

    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(gesture: self)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, _PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let gesture: Content
}

nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture, _PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let gesture: Content
}

nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

nonisolated public struct TapGesture: Gesture, _PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }
}

nonisolated public struct SpatialTapGesture: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

nonisolated public struct LongPressGesture: Gesture, _PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

nonisolated public struct DragGesture: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

nonisolated public struct MagnificationGesture: Gesture, _PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

nonisolated public struct MagnifyGesture: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

nonisolated public struct RotationGesture: Gesture, _PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// Where a location is measured from.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// State that lasts while a gesture is performed.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    public init(wrappedValue: Value) {
        initial = wrappedValue
    }

    public init(initialValue: Value) {
        initial = initialValue
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        initial = initialValue
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initial = wrappedValue
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initial = initialValue
    }

    public var wrappedValue: Value { initial }

    public var projectedValue: GestureState<Value> { self }
}

extension Gesture {
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension View {
    /// A tap the headless host can perform: `tap()` on the node runs `action`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "onTapGesture") { node, context in
            node.action = context.graph.marked { action() }
            node.isDisabled = !context.isEnabled
        }
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        _Decorated(content: self, name: "onTapGesture") { node, context in
            node.action = context.graph.marked { action(.zero) }
            node.isDisabled = !context.isEnabled
        }
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        _Decorated(content: self, name: "onLongPressGesture")
    }

    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _Decorated(content: self, name: "gesture", detail: String(describing: T.self))
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _Decorated(content: self, name: "gesture", detail: String(describing: T.self))
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _Decorated(content: self, name: "gesture", detail: String(describing: T.self))
    }
}
