// The symbol images UIKit names as class properties (`Image(uiImage: .checkmark)`).

@available(macOS, unavailable)
extension UIImage {
    /// Each is the system symbol it shows on iOS, which the stand-in always finds.
    private static func symbol(_ name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }

    public class var add: UIImage { symbol("plus") }
    public class var remove: UIImage { symbol("minus") }
    public class var checkmark: UIImage { symbol("checkmark") }
    public class var strokedCheckmark: UIImage { symbol("checkmark") }
}
