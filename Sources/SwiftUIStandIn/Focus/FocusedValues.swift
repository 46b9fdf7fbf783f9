/// A key for a value that the focused view publishes to the app's commands and scenes (the note
/// being edited, so a menu command can act on it).
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish. The headless host has no focus, so a
/// view reads what a test or an ancestor wrote here, and nothing by default.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// What `@Entry var note: Note?` in an extension of `FocusedValues` reads and writes: its key
    /// type serves every `@Entry` container, so it is an environment key with a nil default.
    @_disfavoredOverload
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value the focused view publishes; nil while no focused view publishes one.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}

    public var wrappedValue: Value? { nil }
}

/// Reads and writes, through a binding the focused view publishes, a value it owns; nil while no
/// focused view publishes one.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> {
        Binding(read: { nil }, write: { _ in })
    }
}

// Publishing a value for the focused view: the headless host has no focus or menu commands, so
// the view is kept and nothing reads the value.
extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        _Decorated(content: self, name: "focusedValue")
    }

    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        _Decorated(content: self, name: "focusedValue")
    }

    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        _Decorated(content: self, name: "focusedSceneValue")
    }

    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        _Decorated(content: self, name: "focusedSceneValue")
    }
}
