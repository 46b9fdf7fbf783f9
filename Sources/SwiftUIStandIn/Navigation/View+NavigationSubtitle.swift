extension View {
    /// A line under the navigation title (iOS 26 brings it to iPhone and iPad). The headless
    /// host draws no navigation bar, so the subtitle is kept as the node's detail.
    public func navigationSubtitle<S>(_ subtitle: S) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "navigationSubtitle", detail: String(subtitle))
    }
}
