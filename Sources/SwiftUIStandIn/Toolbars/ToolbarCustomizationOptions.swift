/// Where a customizable toolbar item may go when the user edits the toolbar.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The item stays in the overflow menu when the user removes it from the toolbar.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
}
