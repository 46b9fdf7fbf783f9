import Foundation

/// The Accessibility framework's custom content, which SwiftUI's `accessibilityCustomContent`
/// takes its importance from; on iOS `import SwiftUI` brings the framework with it.
open class AXCustomContent: NSObject, @unchecked Sendable {
    /// How readily VoiceOver speaks a piece of custom content.
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }

    open var label: String
    open var value: String
    open var importance: Importance = .default

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
