import Foundation

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable {
    private enum Kind: Sendable {
        case standard, compact, custom(CGFloat)
    }

    private let kind: Kind

    public static let `default` = ListSectionSpacing(kind: .standard)
    public static let compact = ListSectionSpacing(kind: .compact)

    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(kind: .custom(spacing))
    }
}

extension View {
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        _Decorated(content: self, name: "listSectionSpacing")
    }
}
