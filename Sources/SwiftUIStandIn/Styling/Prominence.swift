/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

/// How prominent a background is, which some styles adapt to.
public struct BackgroundProminence: Hashable, Sendable {
    let name: String

    public static let standard = BackgroundProminence(name: "standard")
    public static let increased = BackgroundProminence(name: "increased")
}

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
    let name: String

    public static let decreased = BadgeProminence(name: "decreased")
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
}

extension View {
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
