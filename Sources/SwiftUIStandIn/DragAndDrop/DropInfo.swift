/// The drag under a drop target: where it is and what it carries.
public struct DropInfo {
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// A drop the host (or a test) performs, carrying `providers` to `location`.
    package init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func hasItemsConforming(to types: [String]) -> Bool {
        !itemProviders(for: types).isEmpty
    }

    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            provider.registeredTypeIdentifiers.contains { identifier in
                contentTypes.contains { UTType(identifier)?.conforms(to: $0) ?? false }
            }
        }
    }

    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.compactMap { UTType($0) })
    }
}
