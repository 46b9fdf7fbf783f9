import Foundation

// The app's alternate home-screen icons (a settings screen's icon picker). The headless host has no
// home screen, so it supports no alternate icon and a change fails as UIKit's does where
// alternate icons are unsupported: with Cocoa's "feature unsupported" error.

@available(macOS, unavailable)
extension UIApplication {
    public var supportsAlternateIcons: Bool { false }

    public var alternateIconName: String? { nil }

    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }

    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw CocoaError(.featureUnsupported)
    }
}
