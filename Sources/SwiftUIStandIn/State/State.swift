public import Observation

/// A stored property that the renderer updates before it asks a view for its body.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - State

/// The indirection that lets the renderer swap a fresh `State` onto the storage kept for
/// the view's position in the tree.
package final class _StateLocation<Value>: @unchecked Sendable {
    package var box: _StateBox<Value>

    init(_ value: Value) {
        box = _StateBox(value)
    }
}

/// A value a view owns. It survives re-renders for as long as the view stays in the tree.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    package let _location: _StateLocation<Value>

    public init(wrappedValue value: Value) {
        _location = _StateLocation(value)
    }

    public init(initialValue value: Value) {
        _location = _StateLocation(value)
    }

    public var wrappedValue: Value {
        get { _location.box.value }
        nonmutating set { _location.box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = _location
        return Binding(read: { location.box.value }, write: { location.box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_location, key: key)
    }
}

// MARK: - Binding

/// Reads and writes a value owned by someone else.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    package let read: () -> Value
    package let write: (Value) -> Void

    package init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        // SwiftUI calls these closures synchronously on the main thread, whatever their
        // isolation. Swift only lets `@isolated(any)` functions be called with `await`, so the
        // stand-in drops the isolation: an `@isolated(any)` function has the same layout as a
        // plain one, and the renderer only ever runs on the main actor.
        let plainGet = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let plainSet = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        self.init(read: plainGet, write: plainSet)
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        self
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        return Binding<Subject>(
            read: { read()[keyPath: keyPath] },
            write: { newValue in
                var whole = read()
                whole[keyPath: keyPath] = newValue
                write(whole)
            }
        )
    }
}

extension Binding {
    /// A binding to the unwrapped value, or `nil` while the base holds `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        var last = current
        self.init(
            read: {
                if let value = base.wrappedValue {
                    last = value
                }
                return last
            },
            write: { base.wrappedValue = $0 }
        )
    }

    /// A type-erased binding: it writes back only a value of the base's type.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(
            read: { AnyHashable(base.wrappedValue) },
            write: { newValue in
                if let value = newValue.base as? V {
                    base.wrappedValue = value
                }
            }
        )
    }

    /// A binding to an optional that never holds `nil` through this binding.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            read: { base.wrappedValue },
            write: { newValue in
                if let newValue {
                    base.wrappedValue = newValue
                }
            }
        )
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID {
        wrappedValue.id
    }
}

// MARK: - Bindable

/// Makes bindings to the properties of an `@Observable` object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    // These initializers sit in the type itself, with a `where` clause, rather than in a
    // constrained extension: only then can a view's memberwise initializer take the object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> {
        self
    }

    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID {
        wrappedValue.id
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: @unchecked Sendable where Value: Sendable {}
