/// Where an `@AppStorage` value lives between reads: UserDefaults, with Observation reporting
/// reads and writes so that views redraw when it changes.
package final class _DefaultsSlot<Value>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let read: () -> Value
    private let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return read()
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { write(newValue) }
        }
    }
}

/// A value kept in UserDefaults under a key, with a default for when nothing is stored.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    package let _slot: _DefaultsSlot<Value>

    init(key: String, store: UserDefaults?, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        let defaults = store ?? .standard
        _slot = _DefaultsSlot(
            read: { defaults.object(forKey: key).flatMap(decode) ?? defaultValue },
            write: { value in
                if let stored = encode(value) { defaults.set(stored, forKey: key) } else { defaults.removeObject(forKey: key) }
            }
        )
    }

    public var wrappedValue: Value {
        get { _slot.value }
        nonmutating set { _slot.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let slot = _slot
        return Binding(read: { slot.value }, write: { slot.value = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Bool }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Int }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Double }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? String }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? String }, encode: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Int }, encode: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Bool }, encode: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Double }, encode: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Data }, encode: { $0 })
    }
}

/// A value a scene restores after the app is relaunched; the host keeps it in memory only.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    package let _location: _StateLocation<Value>

    public init(wrappedValue: Value, _ key: String) {
        _location = _StateLocation(wrappedValue)
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

extension SceneStorage: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_location, key: key)
    }
}
