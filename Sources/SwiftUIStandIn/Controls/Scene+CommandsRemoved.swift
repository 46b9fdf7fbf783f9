extension Scene {
    /// Leaves this scene's commands out of the app's menus. The headless host has no menus, so
    /// the scene is kept as it is.
    public func commandsRemoved() -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }
}
