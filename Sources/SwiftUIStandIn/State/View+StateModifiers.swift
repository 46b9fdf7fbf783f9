// State modifiers: each keeps its view under a node named after the modifier.

extension View {
    /// Changes an environment value for the views below, from the value above.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }, name: "transformEnvironment")
    }

    /// The store `@AppStorage` uses when it names none. The host's `@AppStorage` reads the store
    /// it is given or the standard one, so the modifier keeps its view.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        _Decorated(content: self, name: "defaultAppStorage")
    }

    /// Anchors are positions in a view's layout, which the headless host does not compute: like
    /// `preference(key:value:)`, setting one keeps the view.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        _Decorated(content: self, name: "anchorPreference")
    }

    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        _Decorated(content: self, name: "transformAnchorPreference")
    }
}
