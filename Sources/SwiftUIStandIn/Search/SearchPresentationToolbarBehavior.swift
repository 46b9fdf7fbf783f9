/// Whether presenting search may hide the navigation bar's content.
public struct SearchPresentationToolbarBehavior: Sendable {
    let name: String

    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "avoidHidingContent") }
}

extension View {
    /// The headless host draws no navigation bar, so the behaviour is recorded and the view kept.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        _Decorated(content: self, name: "searchPresentationToolbarBehavior", detail: behavior.name)
    }
}
