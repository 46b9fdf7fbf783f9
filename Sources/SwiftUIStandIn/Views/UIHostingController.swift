import Foundation

/// A UIKit view controller showing a SwiftUI view. Nothing presents it on Linux; it keeps its
/// root view, which a test can draw with `HeadlessHost(controller.rootView)`.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    public var rootView: Content
    public var sizingOptions: UIHostingControllerSizingOptions = []
    public var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller from a storyboard needs its root view given in code.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The host measures nothing: the view takes the size it is offered.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        size
    }

    /// The undo manager the hosted views read from their environment: the window's.
    override open var undoManager: UndoManager? {
        EnvironmentValues().undoManager
    }

    // Apple's controller overrides these; a subclass's overrides and `super` calls resolve the same.
    override open func loadView() {
        super.loadView()
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
    }

    override open func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
    }

    override open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }

    override open func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
    }

    override open func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
    }

    override open func addChild(_ childController: UIViewController) {
        super.addChild(childController)
    }

    override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }

    override open var isModalInPresentation: Bool {
        get { super.isModalInPresentation }
        set { super.isModalInPresentation = newValue }
    }

    override open var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override open var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
    override open var prefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
    override open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { super.preferredStatusBarUpdateAnimation }
    override open var prefersHomeIndicatorAutoHidden: Bool { super.prefersHomeIndicatorAutoHidden }
    override open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { super.preferredScreenEdgesDeferringSystemGestures }
    override open var preferredUserInterfaceStyle: UIUserInterfaceStyle { super.preferredUserInterfaceStyle }
    override open var childForStatusBarStyle: UIViewController? { super.childForStatusBarStyle }
    override open var childForStatusBarHidden: UIViewController? { super.childForStatusBarHidden }
    override open var childForHomeIndicatorAutoHidden: UIViewController? { super.childForHomeIndicatorAutoHidden }
    override open var childForScreenEdgesDeferringSystemGestures: UIViewController? { super.childForScreenEdgesDeferringSystemGestures }
    override open var preferredContainerBackgroundStyle: UIContainerBackgroundStyle { super.preferredContainerBackgroundStyle }
    override open var childViewControllerForPreferredContainerBackgroundStyle: UIViewController? {
        super.childViewControllerForPreferredContainerBackgroundStyle
    }
}
