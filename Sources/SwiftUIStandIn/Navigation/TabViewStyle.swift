/// How a `TabView` shows its tabs: a tab bar, or pages swiped sideways.
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle, Sendable {
    public init() {}
}

/// Pages swiped sideways, with dots for the page shown.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// Whether the page dots show.
    public struct IndexDisplayMode: Sendable {
        let name: String

        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }

    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the page dots of a paged `TabView` look.
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// Whether the dots get a background.
    public struct BackgroundDisplayMode: Sendable {
        let name: String

        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
