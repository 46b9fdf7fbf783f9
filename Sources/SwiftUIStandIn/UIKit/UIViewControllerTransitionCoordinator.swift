/// What a size change's animation offers to animate alongside it. Its methods hand over a
/// transition context the stand-in has no use for, so none is declared.
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}
