/// Groups views with glass effects so that their shapes blend and morph into one another
/// (iOS 26). The headless host draws its content under a node of its own.
@MainActor @preconcurrency
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        _Decorated(content: content, name: "GlassEffectContainer")
    }
}
