@available(macOS, unavailable)
extension UIImage {
    /// The asset's image (`UIImage(resource: .avatar)`), by name as `init(named:)` finds it.
    public convenience init(resource: ImageResource) {
        self.init(imageLiteralResourceName: resource.name)
    }
}
