/// UIKit's layout direction of a trait collection, which `LayoutDirection` converts from.
@available(macOS, unavailable)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
