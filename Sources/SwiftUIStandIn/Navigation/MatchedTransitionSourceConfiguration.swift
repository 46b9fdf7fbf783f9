// How the source of iOS 18's zoom transition looks while it zooms: its background, corner shape
// and shadow. The headless host plays no transition, so a configuration keeps nothing.

/// The look of a matched transition source, built from the empty configuration.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The unstyled configuration a source's configuration closure starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A configuration with a style added to it.
struct StyledMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        StyledMatchedTransitionSourceConfiguration()
    }

    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        StyledMatchedTransitionSourceConfiguration()
    }

    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        StyledMatchedTransitionSourceConfiguration()
    }
}

extension View {
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View {
        _Decorated(content: self, name: "matchedTransitionSource")
    }
}
