// A scene's reaction to a value changing (`ScenePhase` most often). The headless host draws the
// first window once and keeps no scene values between draws, so no change is ever seen.
extension Scene {
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V: Equatable {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene where V: Equatable {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some Scene where V: Equatable {
        _SceneEnvironmentWriter(content: self) { _ in }
    }
}
