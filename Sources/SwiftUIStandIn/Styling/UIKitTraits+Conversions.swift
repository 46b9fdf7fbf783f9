// SwiftUI's values made from UIKit's trait values; nil where UIKit's is `unspecified`.

extension TextInputAutocapitalization {
    @available(macOS, unavailable)
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

extension ContentSizeCategory {
    @available(macOS, unavailable)
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        let categories: [UIContentSizeCategory: ContentSizeCategory] = [
            .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .extraLarge,
            .extraExtraLarge: .extraExtraLarge, .extraExtraExtraLarge: .extraExtraExtraLarge,
            .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
            .accessibilityExtraLarge: .accessibilityExtraLarge, .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
        ]
        guard let category = categories[uiSizeCategory] else { return nil }
        self = category
    }
}

extension DynamicTypeSize {
    @available(macOS, unavailable)
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        let sizes: [UIContentSizeCategory: DynamicTypeSize] = [
            .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge,
            .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge, .accessibilityMedium: .accessibility1,
            .accessibilityLarge: .accessibility2, .accessibilityExtraLarge: .accessibility3,
            .accessibilityExtraExtraLarge: .accessibility4, .accessibilityExtraExtraExtraLarge: .accessibility5,
        ]
        guard let size = sizes[uiSizeCategory] else { return nil }
        self = size
    }
}

extension ColorScheme {
    @available(macOS, unavailable)
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension ColorSchemeContrast {
    @available(macOS, unavailable)
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}
