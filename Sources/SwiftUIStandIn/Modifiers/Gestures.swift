// Gestures. A tap gesture makes its view tappable in the headless host; drags, pinches and
// rotations have no person to perform them, so they are accepted and leave a note.

/// An input a person performs on a view.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self)
    }

    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(gesture: self)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
}

nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
}

nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
}

nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
}

nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
}

nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }
}

nonisolated public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

nonisolated public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

nonisolated public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }

    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {}
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

    public var wrappedValue: Value { initial }

    public var projectedValue: GestureState<Value> { self }
}

extension Gesture {
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self)
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
