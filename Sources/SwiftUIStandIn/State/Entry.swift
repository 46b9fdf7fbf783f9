/// Declares a custom value of `EnvironmentValues`, `FocusedValues` or `Transaction` in one line:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`. The plugin
/// (`SwiftUIPreviewMacros`) writes the key type and the property's getter and setter.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIPreviewMacros", type: "EntryMacro")
