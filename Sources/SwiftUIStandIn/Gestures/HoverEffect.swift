/// The effect a view shows under an iPad's pointer. The headless host has no pointer, so an
/// effect keeps its view.
public struct HoverEffect: Sendable {
    let name: String

    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        _Decorated(content: self, name: "hoverEffect")
    }

    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "hoverEffect")
    }
}
