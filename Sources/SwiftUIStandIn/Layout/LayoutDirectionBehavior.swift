/// Whether a view mirrors itself in a right-to-left layout.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)

    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension View {
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        _Decorated(content: self, name: "layoutDirectionBehavior")
    }
}
