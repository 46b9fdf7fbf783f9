/// How the status bar shows or hides.
@available(macOS, unavailable)
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
