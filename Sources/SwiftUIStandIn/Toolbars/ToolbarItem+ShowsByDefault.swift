extension ToolbarItem where ID == String {
    /// A customizable item that starts hidden when `showsByDefault` is false; the headless host has
    /// no toolbar editor, so it draws every item.
    @available(iOS, deprecated: 17.4, message: "use defaultCustomization(_:options:)")
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
    }
}
