/// How a `LabeledContent` arranges its label and content. The headless host keeps both in the
/// tree, so a test reads a labeled value whatever its style.
public protocol LabeledContentStyle {
    typealias Configuration = LabeledContentStyleConfiguration
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The style a `LabeledContent` gets when none is set: the label, then the content.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    public func labeledContentStyle<S>(_ style: S) -> some View where S: LabeledContentStyle {
        _Decorated(content: self, name: "labeledContentStyle", detail: String(describing: S.self))
    }
}
