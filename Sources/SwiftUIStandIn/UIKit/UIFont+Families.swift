// The installed font families, which apps list to pick a custom font by name.

@available(macOS, unavailable)
extension UIFont {
    /// The headless host installs no font, so it lists no family (`UIFont(name:size:)` still
    /// accepts any name).
    public class var familyNames: [String] { [] }

    public class func fontNames(forFamilyName familyName: String) -> [String] { [] }
}
