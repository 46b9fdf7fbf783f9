import Foundation

/// The device's screen, for the views that size themselves by it (`UIScreen.main.bounds.width`).
/// The stand-in's screen is a 6.1-inch iPhone's, in points.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIScreen: NSObject {
    open class var main: UIScreen { UIScreen() }

    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    open var scale: CGFloat { 3 }
}
