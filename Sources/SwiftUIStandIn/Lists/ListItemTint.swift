/// The tint of a list row's icon: one colour, the app's accent unless the system overrides it,
/// or none.
public struct ListItemTint: Sendable {
    private enum Kind: Sendable {
        case fixed(Color), preferred(Color), monochrome
    }

    private let kind: Kind

    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(kind: .fixed(tint))
    }

    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(kind: .preferred(tint))
    }

    public static let monochrome = ListItemTint(kind: .monochrome)
}

extension View {
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        _Decorated(content: self, name: "listItemTint")
    }
}
