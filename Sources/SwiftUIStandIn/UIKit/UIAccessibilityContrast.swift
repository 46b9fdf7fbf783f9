/// UIKit's contrast setting, which `ColorSchemeContrast` converts from.
@available(macOS, unavailable)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
