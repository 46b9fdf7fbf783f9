/// How a menu's button looks. The headless host draws every menu the same way, as its title and
/// its items.
public protocol MenuStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = MenuStyleConfiguration
}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

@available(iOS, deprecated: 100000.0, message: "use .menuStyle(.button) and .buttonStyle(.borderless)")
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

@available(iOS, deprecated: 100000.0, message: "use .menuStyle(.button) and .buttonStyle(.borderless)")
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "menuStyle", detail: String(describing: S.self))
    }
}
