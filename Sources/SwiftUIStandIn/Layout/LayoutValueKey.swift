/// A value a view hands to the custom `Layout` that places it: `.layoutValue(key: Rank.self, value: 2)`.
public protocol LayoutValueKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}

extension View {
    public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        _Decorated(content: self, name: "layoutValue", detail: String(describing: K.self))
    }
}

extension LayoutSubview {
    /// The headless host measures and places nothing, so a layout reads each key's default.
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        K.defaultValue
    }
}
