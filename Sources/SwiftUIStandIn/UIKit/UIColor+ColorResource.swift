@available(macOS, unavailable)
extension UIColor {
    /// The asset's colour (`UIColor(resource: .brandBlue)`), by name as `init(named:)` finds it.
    public convenience init(resource: ColorResource) {
        self.init(name: resource.name)
    }
}
