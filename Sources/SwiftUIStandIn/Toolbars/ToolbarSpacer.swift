/// A gap between toolbar items (iOS 26). The headless host lays no bar out, so a spacer draws
/// nothing and the items around it are drawn as declared.
nonisolated public struct ToolbarSpacer: CustomizableToolbarContent {
    public typealias Body = Never

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}

    public var body: Never {
        fatalError("ToolbarSpacer has no body")
    }
}

extension ToolbarSpacer: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        []
    }
}
