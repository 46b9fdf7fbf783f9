extension EdgeInsets {
    @available(macOS, unavailable)
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}

extension LayoutDirection {
    /// Nil for UIKit's `unspecified`, which SwiftUI has no direction for.
    @available(macOS, unavailable)
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .unspecified: return nil
        }
    }
}

extension UserInterfaceSizeClass {
    @available(macOS, unavailable)
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}
