/// UIKit's size classes, which `UserInterfaceSizeClass` converts from.
@available(macOS, unavailable)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
