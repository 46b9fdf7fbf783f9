// iOS 18's names for the bar visibility modifiers (`toolbar(_:for:)`, `toolbarBackground(_:for:)`).
// The headless host draws no bars, so they keep their content and note the visibility asked for.

extension View {
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _Decorated(content: self, name: "toolbarVisibility", detail: "\(visibility)")
    }

    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _Decorated(content: self, name: "toolbarBackgroundVisibility", detail: "\(visibility)")
    }
}
