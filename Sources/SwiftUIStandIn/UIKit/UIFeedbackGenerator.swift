import Foundation

/// Haptics: views tap the device when something happens. The stand-in has no device to tap, so
/// each call is accepted and does nothing.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    open func prepare() {}
}

@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

@available(macOS, unavailable)
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

@available(macOS, unavailable)
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
