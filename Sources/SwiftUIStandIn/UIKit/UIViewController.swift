import Foundation

/// UIKit's view controller, which a `UIViewControllerRepresentable` makes and a
/// `UIHostingController` is. Nothing presents it on Linux: its lifecycle methods are there to be
/// overridden and called.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var preferredContentSize: CGSize = .zero
    open var isModalInPresentation = false
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Loaded on first use, as UIKit's is.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var preferredUserInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var preferredContainerBackgroundStyle: UIContainerBackgroundStyle { .automatic }
    open var childViewControllerForPreferredContainerBackgroundStyle: UIViewController? { nil }
}

@available(macOS, unavailable)
extension UIViewController: UIContentContainer {}
