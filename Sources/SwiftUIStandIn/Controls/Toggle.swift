/// A switch between on and off. The headless host finds it by its label and flips it.
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never

    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        let node = _Node(.toggle(title), path: context.path)
        node.isOn = isOn
        node.isDisabled = !context.isEnabled
        node.detail = isOn.wrappedValue ? "on" : "off"
        return [node]
    }
}
