/// What a size change's animation offers to animate alongside it.
@available(macOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {
    func animate(alongsideTransition animation: ((Any) -> Void)?, completion: ((Any) -> Void)?) -> Bool
}
