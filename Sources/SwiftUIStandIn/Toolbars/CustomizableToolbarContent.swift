/// Toolbar items the user may rearrange, hide and add back (`toolbar(id:)`): every item has an
/// identifier. The headless host draws them where they were declared.
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension TupleToolbarContent: CustomizableToolbarContent {}

extension _ToolbarConditional: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension CustomizableToolbarContent {
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self)
    }

    @available(iOS, deprecated: 16.0, renamed: "defaultCustomization(_:options:)")
    public func defaultCustomization() -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self)
    }

    public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic,
        options: ToolbarCustomizationOptions = []
    ) -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self)
    }
}

/// Customizable items with their customization settings, which only a device's editor reads.
nonisolated public struct _CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent {
    public typealias Body = Never

    let content: Content

    public var body: Never {
        fatalError("_CustomizedToolbarContent has no body")
    }
}

extension _CustomizedToolbarContent: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.renderToolbar(content)
    }
}
