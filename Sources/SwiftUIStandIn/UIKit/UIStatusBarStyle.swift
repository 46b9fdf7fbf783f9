/// How the status bar's text is coloured.
@available(macOS, unavailable)
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
