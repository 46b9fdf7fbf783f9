// Debugging aids apps call from `body` (`let _ = Self._printChanges()`). Xcode prints which of
// the view's properties changed; the headless host tracks no such changes, so nothing is printed.

extension View {
    public static func _printChanges() {}

    public static func _logChanges() {}
}
