import Foundation

/// The running app, for what views ask of it: opening a link or the app's settings.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIApplication: NSObject {
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let openSettingsURLString = "app-settings:"

    open class var shared: UIApplication { UIApplication() }

    /// The stand-in opens nothing: there is no other app to hand the link to.
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        false
    }

    open func canOpenURL(_ url: URL) -> Bool {
        false
    }
}
