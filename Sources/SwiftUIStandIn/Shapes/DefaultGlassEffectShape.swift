/// The shape `glassEffect(_:in:)` uses when given none: a capsule.
public struct DefaultGlassEffectShape: Shape {
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: rect.height / 2, style: .continuous)
    }
}
