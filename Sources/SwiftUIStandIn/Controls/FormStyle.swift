/// How a form lays out its sections: grouped rows (iOS's default) or label-and-value columns.
/// The headless host draws every form the same way.
public protocol FormStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = FormStyleConfiguration
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

public struct GroupedFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

public struct ColumnsFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "formStyle", detail: String(describing: S.self))
    }
}
