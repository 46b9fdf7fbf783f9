import Foundation

/// A window of the app, as views reach it for the safe area (`UIApplication.shared.windows.first?
/// .safeAreaInsets`). The stand-in's one window is an iPhone's in portrait, like `UIScreen.main`.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIWindow: NSObject {
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
    open var isKeyWindow: Bool { true }
    open var bounds: CGRect { UIScreen.main.bounds }
}

/// Insets from each edge, in UIKit's terms (left and right rather than leading and trailing).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// One running instance of the app's interface.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIScene: NSObject {}

/// A scene that shows windows.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [UIWindow()] }
    open var keyWindow: UIWindow? { windows.first }
}

@available(macOS, unavailable)
extension UIApplication {
    @available(iOS, deprecated: 15.0, message: "use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { [UIWindow()] }

    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
}
