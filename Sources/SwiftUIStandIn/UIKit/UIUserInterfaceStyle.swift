/// UIKit's light or dark appearance, which `ColorScheme` converts from.
@available(macOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
