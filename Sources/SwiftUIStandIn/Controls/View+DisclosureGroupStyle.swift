extension View {
    /// Recorded like the other styles: the headless host draws every disclosure group one way.
    public func disclosureGroupStyle<S>(_ style: S) -> some View where S: DisclosureGroupStyle {
        _Decorated(content: self, name: "disclosureGroupStyle", detail: String(describing: S.self))
    }
}
