extension LegibilityWeight {
    /// UIKit's weight, where `unspecified` has no SwiftUI counterpart.
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}
