/// The background a view controller asks its container for (visionOS's glass, or none).
@available(macOS, unavailable)
public enum UIContainerBackgroundStyle: Int, Sendable {
    case automatic = 0
    case glass = 1
    case hidden = 2
}
