/// Which element an assistive technology's focus is on. The host runs no assistive technology:
/// the value is kept like `@State`, and a view's own code reads and sets it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// The binding `accessibilityFocused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let location: _StateLocation<Value>

        public var wrappedValue: Value {
            get { location.box.value }
            nonmutating set { location.box.value = newValue }
        }

        public var projectedValue: AccessibilityFocusState<Value>.Binding {
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

    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init()
    }

    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init()
    }

    public var wrappedValue: Value {
        get { _location.box.value }
        nonmutating set { _location.box.value = newValue }
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(location: _location)
    }
}

extension AccessibilityFocusState: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_location, key: key)
    }
}

extension View {
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        _Decorated(content: self, name: "accessibilityFocused", detail: binding.wrappedValue == value ? "focused" : nil)
    }

    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        _Decorated(content: self, name: "accessibilityFocused", detail: condition.wrappedValue ? "focused" : nil)
    }
}
