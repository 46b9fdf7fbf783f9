/// Whether choosing a menu's action closes the menu.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String

    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
    /// The headless host shows a menu's items all the time, so there is nothing to close.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        _Decorated(content: self, name: "menuActionDismissBehavior", detail: behavior.name)
    }
}
