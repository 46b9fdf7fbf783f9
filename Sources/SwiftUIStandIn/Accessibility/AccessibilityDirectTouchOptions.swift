/// How a view that VoiceOver lets a person touch directly answers that touch.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}
