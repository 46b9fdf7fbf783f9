/// How a group box looks. The headless host draws every group box the same way.
public protocol GroupBoxStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = GroupBoxStyleConfiguration
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "groupBoxStyle", detail: String(describing: S.self))
    }
}
