import Foundation

// Images named in a bundle other than the app's (a resource bundle inside it). The stand-in has
// no asset catalogue in any bundle, so every name is found, as with `UIImage(named:)`.
@available(macOS, unavailable)
extension UIImage {
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }
}
