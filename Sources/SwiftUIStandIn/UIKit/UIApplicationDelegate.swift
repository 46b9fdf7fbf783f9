/// What an app's delegate answers for UIKit. Every requirement is optional in UIKit, so the
/// protocol asks for nothing here: a delegate's methods are its own.
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {}
