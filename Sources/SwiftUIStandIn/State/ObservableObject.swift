// The observable objects that came before `@Observable`: `ObservableObject`, `@Published`,
// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`. On Apple platforms they come
// from Combine, which SwiftUI re-exports. Here each `@Published` value reports its reads and
// writes through Observation, so a view that read it is drawn again when it changes.

/// An object whose `@Published` properties views watch.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// Announces a change by hand; the host redraws on every `@Published` write anyway.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher()
    }
}

/// What `objectWillChange` gives.
public final class ObservableObjectPublisher: Sendable {
    public init() {}

    public func send() {}
}

/// Where one `@Published` value lives; Observation tracks it.
package final class _PublishedStorage<Value>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// A property of an `ObservableObject` that views watch.
@propertyWrapper
public struct Published<Value> {
    package let _storage: _PublishedStorage<Value>

    public init(wrappedValue: Value) {
        _storage = _PublishedStorage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { _storage.value }
        nonmutating set { _storage.value = newValue }
    }

    /// The value's changes as a publisher; on Linux there is no Combine to subscribe with.
    public var projectedValue: Published<Value>.Publisher {
        Publisher()
    }

    public struct Publisher {}
}

extension Published: @unchecked Sendable where Value: Sendable {}

/// An `ObservableObject` a view was handed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }
}

/// The object a `@StateObject` makes on first use and keeps while its view is in the tree.
package final class _LazyObject<ObjectType>: @unchecked Sendable {
    private let make: () -> ObjectType
    private var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An `ObservableObject` a view owns: made once, kept across redraws, as `@State` keeps a value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    package let _location: _StateLocation<_LazyObject<ObjectType>>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        _location = _StateLocation(_LazyObject(thunk))
    }

    public var wrappedValue: ObjectType {
        _location.box.value.object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension StateObject: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_location, key: key)
    }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    package let _location = _EnvironmentLocation()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = _location.values?.object(of: ObjectType.self) else {
            // SwiftUI stops the app in the same way.
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        _location.values = context.environment
    }
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentWriter(content: self) { $0.setObject(object, as: T.self) }
    }
}
