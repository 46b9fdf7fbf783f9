/// Reads an observable object the focused view publishes with `focusedObject(_:)`; nil while no
/// focused view publishes one. The headless host has no focus, so it always reads nil.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    @MainActor @preconcurrency
    public var wrappedValue: ObjectType? { nil }

    @MainActor @preconcurrency
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { nil }

    /// Bindings to the published object's properties (`$document.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
        }
    }
}
