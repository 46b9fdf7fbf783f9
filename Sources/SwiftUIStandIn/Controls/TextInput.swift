// Text fields beyond `TextField(_:text:)`: fields that edit a formatted value, multi-line fields
// and secure fields. Each draws as a text field node that a test types into.

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Return does in a text field, set by `.onSubmit`.
    package var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension TextField where Label == Text {
    /// A field that edits a value through a format: what is typed is parsed back, and text that
    /// does not parse leaves the value as it was, as on a device.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    @available(*, deprecated, message: "Renamed TextField.init(_:text:onEditingChanged:). Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged argument.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use FocusState<T> and View.focused(_:equals:) instead.")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
        Binding(
            read: { format.format(value.wrappedValue) },
            write: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            }
        )
    }
}

extension TextField {
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let text = Binding<String>(
            read: { format.format(value.wrappedValue) },
            write: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            }
        )
        self.init(text: text, prompt: prompt, label: label)
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}

/// A field whose text is hidden as it is typed. The host reads and types into it as into a text field.
nonisolated public struct SecureField<Label: View>: View {
    public typealias Body = Never

    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        field._render(in: context)
    }
}

/// A multi-line text editor. It draws as a text field without a title.
nonisolated public struct TextEditor: View {
    public typealias Body = Never

    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        TextField(text: text, prompt: nil) { Text(verbatim: "") }._render(in: context)
    }
}

/// A link that opens a URL. The host never leaves the screen, so it draws the label only.
nonisolated public struct Link<Label: View>: View {
    public typealias Body = Never

    let label: Label
    public let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.modifier("Link"), path: context.path, children: context.appending("label").render(label))]
    }
}

/// The Edit button of a list (iOS).
@available(macOS, unavailable)
nonisolated public struct EditButton: View {
    public typealias Body = Never

    public init() {}
}

@available(macOS, unavailable)
extension EditButton: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        Button("Edit") {}._render(in: context)
    }
}
