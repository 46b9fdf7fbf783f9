/// A context menu given as a value: `.contextMenu(ContextMenu { … })` (the form before iOS 14's
/// builder).
@available(iOS, deprecated: 100000.0, message: "use contextMenu(menuItems:) instead")
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    @available(iOS, deprecated: 100000.0, message: "use contextMenu(menuItems:) instead")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        self.contextMenu { contextMenu?.menuItems }
    }
}
