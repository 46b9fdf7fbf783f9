/// Whether selecting a tab view's search tab also starts the search (iOS 26). The headless host
/// starts a search only when text is typed into its field, so an activation only names itself.
public struct TabSearchActivation: Hashable, Sendable {
    let name: String

    public static var automatic: TabSearchActivation { TabSearchActivation(name: "automatic") }

    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(name: "searchTabSelection") }
}

extension View {
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        _Decorated(content: self, name: "tabViewSearchActivation", detail: activation.name)
    }
}
