private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction {
        self[OpenWindowKey.self]
    }

    public var dismissWindow: DismissWindowAction {
        self[DismissWindowKey.self]
    }
}
