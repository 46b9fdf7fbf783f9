/// A Liquid Glass material (iOS 26): a variant, a tint and whether it reacts to touch. The
/// headless host draws no material, so a glass is only the settings it was given.
public struct Glass: Equatable, Sendable {
    private enum Variant: Sendable {
        case regular, clear, identity
    }

    private let variant: Variant
    private var tintColor: Color?
    private var isInteractive = false

    private init(variant: Variant) {
        self.variant = variant
    }

    public static var regular: Glass { Glass(variant: .regular) }

    public static var clear: Glass { Glass(variant: .clear) }

    /// Leaves the content as if no glass were applied.
    public static var identity: Glass { Glass(variant: .identity) }

    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}
