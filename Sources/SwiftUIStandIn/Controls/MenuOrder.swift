/// The order of a menu's items: as written, or with the first item nearest the user's finger.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let name: String

    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// The headless host draws a menu's items as written, so the order keeps the view.
    public func menuOrder(_ order: MenuOrder) -> some View {
        _Decorated(content: self, name: "menuOrder")
    }
}
