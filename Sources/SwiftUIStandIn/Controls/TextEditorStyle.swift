/// How a text editor looks. The headless host draws every editor the same way.
public protocol TextEditorStyle {}

public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
}

public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
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
