/// How a text field looks, drawn around the field itself (`.textFieldStyle(.roundedBorder)`).
/// Apple's requirement is underscored yet public, and apps write custom styles against it:
/// `func _body(configuration: TextField<Self._Label>) -> some View`.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View

    @ViewBuilder
    func _body(configuration: TextField<Self._Label>) -> Self._Body

    typealias _Label = _TextFieldStyleLabel
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<DefaultTextFieldStyle._Label>) -> some View {
        configuration
    }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<PlainTextFieldStyle._Label>) -> some View {
        configuration
    }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<RoundedBorderTextFieldStyle._Label>) -> some View {
        configuration
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleBodyKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The style's body around each text field below `.textFieldStyle(_:)`.
    package var textFieldStyleBody: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? {
        get { self[TextFieldStyleBodyKey.self] }
        set { self[TextFieldStyleBodyKey.self] = newValue }
    }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let content = _EnvironmentWriter(content: self) { environment in
            environment.textFieldStyleBody = { configuration in AnyView(style._body(configuration: configuration)) }
        }
        return _Decorated(content: content, name: "textFieldStyle", detail: String(describing: S.self))
    }
}
