/// How a pushed or presented view animates in (iOS 18): the default slide, or a zoom from the view
/// marked as its source. The headless host animates nothing, so a transition keeps its view.
public protocol NavigationTransition {}

public struct AutomaticNavigationTransition: NavigationTransition {
    public init() {}
}

public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID))
    }
}

/// How a sheet is sized (iOS 18): to fit its content, as a form, or as a page.
public protocol PresentationSizing {}

public struct AutomaticPresentationSizing: PresentationSizing {
    public init() {}
}

public struct FormPresentationSizing: PresentationSizing {
    public init() {}
}

public struct PagePresentationSizing: PresentationSizing {
    public init() {}
}

public struct FittedPresentationSizing: PresentationSizing {
    public init() {}
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        _Decorated(content: self, name: "navigationTransition")
    }

    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        _Decorated(content: self, name: "matchedTransitionSource")
    }

    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        _Decorated(content: self, name: "presentationSizing")
    }

    public func labelsVisibility(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "labelsVisibility")
    }
}
