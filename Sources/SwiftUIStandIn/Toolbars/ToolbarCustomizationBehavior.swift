/// Whether the user may hide or move a customizable toolbar item.
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String

    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
}
