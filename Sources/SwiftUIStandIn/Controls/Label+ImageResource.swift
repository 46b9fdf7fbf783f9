extension SwiftUI.Label where Title == Text, Icon == Image {
    /// A title with an asset's image, for the controls that take an `image:` resource.
    init(_ title: Text, resource: ImageResource) {
        self.init(title: { title }, icon: { Image(resource.name) })
    }
}
