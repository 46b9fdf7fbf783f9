/// iOS 26's Liquid Glass button; the headless host draws every style the same way.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public init(_ glass: Glass) {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}
