/// How a text editor looks. The headless host draws every editor the same way, and
/// `textEditorStyle(_:)` only notes the style.
public protocol TextEditorStyle {
    typealias Configuration = TextEditorStyleConfiguration
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        _Decorated(content: self, name: "textEditorStyle")
    }
}
