/// Whether a search field in a toolbar shows as a button until tapped (iOS 26). The headless host
/// draws the field either way.
public struct SearchToolbarBehavior: Sendable {
    let name: String

    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }

    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

extension View {
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        _Decorated(content: self, name: "searchToolbarBehavior", detail: behavior.name)
    }
}
