// Haptic feedback chosen or filtered by the change that triggers it. The headless host has no
// haptics, so the feedback keeps its view.

extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
        _Decorated(content: self, name: "sensoryFeedback")
    }

    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        _Decorated(content: self, name: "sensoryFeedback")
    }
}
