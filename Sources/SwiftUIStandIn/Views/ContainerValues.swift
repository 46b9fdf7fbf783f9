/// Values a view hands to the container that shows it, which the container reads from each of
/// its subviews: `.containerValue(\.isPinned, true)`, with `isPinned` read through a `ContainerValueKey`.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public subscript<Key>(key: Key.Type) -> Key.Value where Key: ContainerValueKey {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// The headless host draws a container's subviews as they are, so it keeps no container
    /// values: `Subview.containerValues` reads each key's default.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        _Decorated(content: self, name: "containerValue")
    }
}
