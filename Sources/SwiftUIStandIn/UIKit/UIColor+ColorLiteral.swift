// Xcode's colour literal, `#colorLiteral(red:green:blue:alpha:)`, as UIKit makes it work: UIColor
// is expressible by it, and a literal with no contextual type is a UIColor.

@available(macOS, unavailable)
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral(...)` has when nothing else gives it one (`let tint = #colorLiteral(...)`).
@available(macOS, unavailable)
public typealias _ColorLiteralType = UIColor
