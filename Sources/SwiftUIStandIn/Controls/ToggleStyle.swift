/// How a toggle looks. The headless host keeps drawing the toggle itself whatever its style, so
/// a test still finds it by its label and flips it.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = ToggleStyleConfiguration
}

public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View {
        Toggle(configuration)
    }
}

public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}

    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View {
        Toggle(configuration)
    }
}

public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "toggleStyle", detail: String(describing: S.self))
    }
}
