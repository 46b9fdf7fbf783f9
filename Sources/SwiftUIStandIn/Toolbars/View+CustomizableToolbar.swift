extension View {
    /// A toolbar the user may customize, saved under `id`. The headless host has no toolbar
    /// editor, so the items are drawn where they were declared, as `toolbar(content:)` draws them.
    public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View where Content: CustomizableToolbarContent {
        toolbar(content: content)
    }

    /// The host adds no default items (a sidebar toggle) to remove, so this is only recorded.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        _Decorated(content: self, name: "toolbarRemoving", detail: defaultItemKind?.name)
    }
}
