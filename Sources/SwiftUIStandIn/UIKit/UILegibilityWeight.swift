/// The weight of text the person chose in Settings (Bold Text), as UIKit reports it.
@available(macOS, unavailable)
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}
