/// Says why there is nothing to show, and maybe what to do about it.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never

    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.contentUnavailable, path: context.path)
        node.children = context.appending("label").render(label)
            + context.appending("description").render(description)
            + context.appending("actions").render(actions)
        return [node]
    }
}
