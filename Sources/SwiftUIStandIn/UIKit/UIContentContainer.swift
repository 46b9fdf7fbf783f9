/// What a view controller offers its parent about its size.
@available(macOS, unavailable)
@MainActor
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
}
