/// How a view that VoiceOver lets a person touch directly answers that touch.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// Declared rather than inferred, so the initialiser reads as Apple's does.
    public typealias RawValue = UInt

    public let rawValue: UInt

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}
