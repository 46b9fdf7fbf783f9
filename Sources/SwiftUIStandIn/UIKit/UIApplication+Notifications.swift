import Foundation

// The app's life-cycle notifications, which views hear through
// `NotificationCenter.default.publisher(for:)` and `onReceive`. UIKit declares them as class
// constants of `UIApplication`; their values are UIKit's notification names.
@available(macOS, unavailable)
extension UIApplication {
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
