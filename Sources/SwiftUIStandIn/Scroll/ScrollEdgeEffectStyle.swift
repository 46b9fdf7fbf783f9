/// How scrolling content fades under a bar pinned to the scroll view's edge (iOS 26). The
/// headless host draws no edge effect, so a style only names itself.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String

    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }

    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }

    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

extension View {
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        _Decorated(content: self, name: "scrollEdgeEffectStyle", detail: style?.name)
    }

    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "scrollEdgeEffectHidden")
    }
}
