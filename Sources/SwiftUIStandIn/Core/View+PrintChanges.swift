// SwiftUI's debugging hooks, called inside `body` (`let _ = Self._printChanges()`) to see why a
// view was evaluated again. The headless host evaluates a body when asked and keeps no record of
// which dependency changed, so there is nothing to print or log.

extension View {
    public static func _printChanges() {}

    public static func _logChanges() {}
}
