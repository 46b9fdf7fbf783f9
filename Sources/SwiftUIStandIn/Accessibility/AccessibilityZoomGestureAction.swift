/// A zoom that an assistive technology asks a view to perform, with where it is centred.
public struct AccessibilityZoomGestureAction {
    @frozen
    public enum Direction: Hashable, Sendable {
        case zoomIn
        case zoomOut
    }

    public let direction: AccessibilityZoomGestureAction.Direction
    public let location: UnitPoint
    public let point: CGPoint
}
