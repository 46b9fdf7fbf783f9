/// A control that runs an action when tapped.
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never

    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

// Apple marks every button initialiser `@preconcurrency`, so a stored `() -> Void` closure
// passed as the action is at most a warning there; it must be no more here.
extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }

    @preconcurrency
    public init(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(
        _ title: S,
        systemImage: String,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.button, path: context.path)
        node.role = role
        node.action = context.graph.marked(action)
        node.isDisabled = !context.isEnabled
        node.children = context.appending("label").render(label)
        return [node]
    }
}
