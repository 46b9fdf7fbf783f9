/// A value that views pass up to their ancestors (a measured height, a title).
public protocol PreferenceKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }

    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// The headless host lays nothing out, so no preference ever changes: setting one keeps the view,
// reading one draws the view with the key's default value.
extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _Decorated(content: self, name: "preference")
    }

    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        _Decorated(content: self, name: "transformPreference")
    }

    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        _Decorated(content: self, name: "onPreferenceChange")
    }

    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        background { transform(Key.defaultValue) }
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(alignment: alignment) { transform(K.defaultValue) }
    }

    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        overlay { transform(Key.defaultValue) }
    }

    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(alignment: alignment) { transform(K.defaultValue) }
    }
}
