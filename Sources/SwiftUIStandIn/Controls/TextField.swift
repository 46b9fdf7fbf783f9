/// An editable line of text.
nonisolated public struct TextField<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let text: Binding<String>
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension TextField: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        if let styleBody = context.environment.textFieldStyleBody {
            // The style draws around the field once: the field inside its body is drawn plain.
            var plain = context
            plain.environment.textFieldStyleBody = nil
            let configuration = TextField<_TextFieldStyleLabel>(text: text, prompt: prompt) {
                _TextFieldStyleLabel(content: AnyView(label))
            }
            return plain.render(styleBody(configuration))
        }
        let labelNodes = context.appending("label").render(label)
        let title = labelNodes.flatMap { $0._texts }.joined(separator: " ")
        let node = _Node(.textField(title), path: context.path)
        node.text = text
        node.isDisabled = !context.isEnabled
        node.prompt = prompt?.content
        node.submit = context.environment.submitAction.map { action in context.graph.marked { action() } }
        return [node]
    }
}
