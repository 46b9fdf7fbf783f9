public import Observation

/// A key for a value that views pass down to their descendants.
public protocol EnvironmentKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}

/// The values a view inherits from its ancestors.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A key UIKit's traits also carry; the headless host has no traits, so it is stored as any key.
    @available(macOS, unavailable)
    public subscript<K>(key: K.Type) -> K.Value where K: UITraitBridgedEnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The observable object of that type that `environment(_:)` put in, if any.
    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { object(of: objectType) }
        set { setObject(newValue, as: objectType) }
    }

    package func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    package mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }
}

// MARK: - Dismiss

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(handler: nil) }
}

/// Closes the sheet or pops the navigation screen that shows the view.
@MainActor @preconcurrency
public struct DismissAction {
    let handler: (@MainActor () -> Void)?

    public func callAsFunction() {
        handler?()
    }
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        self[DismissActionKey.self]
    }

    package mutating func setDismiss(_ handler: @escaping @MainActor () -> Void) {
        self[DismissActionKey.self] = DismissAction(handler: handler)
    }
}

// MARK: - Environment

package final class _EnvironmentLocation: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// Reads a value, or an `@Observable` object, from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value)
    }

    private let source: Source
    package let _location = _EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        source = .object { values in
            guard let object = values.object(of: objectType) else {
                // SwiftUI stops the app in the same way.
                fatalError(
                    "No Observable object of type \(objectType) found. "
                        + "A View.environment(_:) for \(objectType) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        source = .object { values in values.object(of: objectType) }
    }

    public var wrappedValue: Value {
        // Outside a render (for example in the view's init) SwiftUI hands out defaults too.
        let values = _location.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return values[keyPath: keyPath]
        case .object(let lookUp):
            return lookUp(values)
        }
    }
}

extension Environment: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        _location.values = context.environment
    }
}

// MARK: - Modifiers

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _EnvironmentWriter(content: self) { $0.setObject(object, as: T.self) }
    }
}

struct _EnvironmentWriter<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let write: (inout EnvironmentValues) -> Void

    func _render(in context: _RenderContext) -> [_Node] {
        var inner = context
        write(&inner.environment)
        return inner.render(content)
    }
}
