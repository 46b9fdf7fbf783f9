// iOS 18's context of a scroll phase change: where the scroll view was and how fast it moved.
// The headless host never scrolls, so no phase changes and these actions never run.

/// The scroll view's geometry and velocity when its phase changed.
public struct ScrollPhaseChangeContext {
    public let geometry: ScrollGeometry
    public let velocity: CGVector?
}

extension View {
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View {
        _Decorated(content: self, name: "onScrollPhaseChange")
    }

    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View {
        _Decorated(content: self, name: "onScrollTargetVisibilityChange")
    }
}
