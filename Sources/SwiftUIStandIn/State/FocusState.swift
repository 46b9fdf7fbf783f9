/// Which field has the keyboard. The host has no keyboard: the value is kept like `@State`,
/// and a test reads or sets it through the view's own code.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The binding `focused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let location: _StateLocation<Value>

        public var wrappedValue: Value {
            get { location.box.value }
            nonmutating set { location.box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding {
            self
        }
    }

    package let _location: _StateLocation<Value>

    public init() where Value == Bool {
        _location = _StateLocation(false)
    }

    public init<T: Hashable>() where Value == T? {
        _location = _StateLocation(nil)
    }

    public var wrappedValue: Value {
        get { _location.box.value }
        nonmutating set { _location.box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: _location)
    }
}

extension FocusState: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_location, key: key)
    }
}

extension View {
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        _Decorated(content: self, name: "focused", detail: binding.wrappedValue == value ? "focused" : nil)
    }

    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        _Decorated(content: self, name: "focused", detail: condition.wrappedValue ? "focused" : nil)
    }

    public func focusable(_ isFocusable: Bool = true) -> some View {
        _Decorated(content: self, name: "focusable")
    }
}
