// Xcode's image literal, `#imageLiteral(resourceName:)`, as UIKit makes it work: UIImage is
// expressible by it, and a literal with no contextual type is a UIImage.

@available(macOS, unavailable)
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an `#imageLiteral(...)` has when nothing else gives it one.
@available(macOS, unavailable)
public typealias _ImageLiteralType = UIImage
