/// A button that opens a list of actions. Its buttons are children of its node, so a test
/// finds and taps them by their labels.
nonisolated public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never

    let content: Content
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let labelNodes = context.appending("label").render(label)
        let title = labelNodes.flatMap(\._texts).joined(separator: " ")
        let images = labelNodes.flatMap(\._images).joined(separator: " ")
        return [_Node(.menu(title.isEmpty ? images : title), path: context.path, children: context.appending("content").render(content))]
    }
}

extension _Node {
    /// The image names of this subtree, in reading order.
    package var _images: [String] {
        if case .image(let name) = kind {
            return [name]
        }
        return children.flatMap { $0._images }
    }
}
