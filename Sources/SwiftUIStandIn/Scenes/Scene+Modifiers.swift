// Scene modifiers. Window sizes, background tasks and external events have no counterpart in the
// headless host, which draws the first window once: those keep their scene unchanged. The
// environment ones reach the scene's views, as on a device.

extension Scene {
    public func defaultSize(_ size: CGSize) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>, action: @escaping (D) async -> R) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some Scene {
        _SceneEnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _SceneEnvironmentWriter(content: self) { $0.setObject(object, as: T.self) }
    }
}
