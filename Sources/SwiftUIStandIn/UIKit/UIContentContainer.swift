/// What a view controller offers its parent about its size.
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
}
