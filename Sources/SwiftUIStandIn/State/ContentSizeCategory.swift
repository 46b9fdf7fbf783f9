/// The size of text the user chose in Settings, by its older name (`DynamicTypeSize` is the newer).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            true
        default:
            false
        }
    }
}

/// Whether the user asked for bold text.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Whether the user asked for more contrast between colours.
public enum ColorSchemeContrast: CaseIterable, Sendable {
    case standard
    case increased
}
