/// How a split view arranges its columns.
public protocol NavigationSplitViewStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = NavigationSplitViewStyleConfiguration
}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
