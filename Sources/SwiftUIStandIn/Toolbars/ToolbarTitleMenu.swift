/// The menu a navigation title opens when tapped. The headless host draws its items as a menu
/// titled "Title" among the toolbar's items.
nonisolated public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("ToolbarTitleMenu has no body")
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    public init() {
        self.init { EmptyView() }
    }
}

extension ToolbarTitleMenu: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.toolbarItem, path: context.path, children: context.render(Menu("Title") { content }))]
    }
}
