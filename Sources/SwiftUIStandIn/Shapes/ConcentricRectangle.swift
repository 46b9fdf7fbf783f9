/// A rectangle whose corners follow its container's (iOS 26). The headless host knows no
/// container corners, so it is drawn as a plain rectangle.
public struct ConcentricRectangle: Shape {
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}
