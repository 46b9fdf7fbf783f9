/// Whether buttons fit their label or fill the space offered (iOS 26). The headless host lays
/// nothing out, so a sizing only names itself.
public struct ButtonSizing: Hashable, Sendable {
    let name: String

    public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }

    public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }

    public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
}

extension View {
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        _Decorated(content: self, name: "buttonSizing", detail: sizing.name)
    }
}
