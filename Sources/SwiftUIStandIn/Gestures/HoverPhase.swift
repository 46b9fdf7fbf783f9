/// Where the pointer is over a view (`active`, at a location) or that it has left (`ended`).
@frozen
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}
