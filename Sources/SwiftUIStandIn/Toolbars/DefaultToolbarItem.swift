/// Moves an item the system adds by itself, such as search, to a placement of the app's choosing
/// (iOS 26). That item is drawn by the modifier that adds it (`searchable`), so this draws nothing.
nonisolated public struct DefaultToolbarItem: ToolbarContent {
    public typealias Body = Never

    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}

    public var body: Never {
        fatalError("DefaultToolbarItem has no body")
    }
}

extension DefaultToolbarItem: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        []
    }
}
