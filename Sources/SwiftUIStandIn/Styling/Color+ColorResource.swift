extension Color {
    /// The asset's colour: the host has no asset catalogue, so a colour by the asset's name.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
