// How the navigation bar presents a screen's title and items. The headless host draws no bar,
// so these keep their views.

/// The purpose of a toolbar, which decides where its items go.
public struct ToolbarRole: Sendable {
    let name: String

    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// How large a navigation title is shown (iOS 17's name for `navigationBarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String

    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "automatic") }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "large") }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inlineLarge") }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inline") }
}

extension View {
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        _Decorated(content: self, name: "toolbarRole", detail: role.name)
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        _Decorated(content: self, name: "toolbarTitleDisplayMode", detail: mode.name)
    }
}
