/// Where a view is while it scrolls in or out of sight: entering at the top or leading edge,
/// fully in view, or leaving at the bottom or trailing edge.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 entering, 0 in view, 1 leaving.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scrolling: interactively, or animated past a threshold.
public struct ScrollTransitionConfiguration: Sendable {
    /// How far into view a view must be for the transition to count it as shown.
    public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static var centered: Threshold { Threshold() }

        public static func visible(_ amount: Double) -> Threshold { Threshold() }

        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }

    public static let identity = ScrollTransitionConfiguration()
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }

    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
}

/// Where content margins apply in a scroll view.
public struct ContentMarginPlacement: Sendable {
    let name: String

    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

// The headless host scrolls nothing: transitions and margins keep their views as they are.
extension View {
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        _Decorated(content: self, name: "scrollTransition")
    }

    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        _Decorated(content: self, name: "scrollTransition")
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        _Decorated(content: self, name: "contentMargins")
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        _Decorated(content: self, name: "contentMargins")
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        _Decorated(content: self, name: "contentMargins")
    }
}
