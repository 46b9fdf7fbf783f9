/// Starts renaming what a view shows, as `renameAction(_:)` set it up.
@MainActor @preconcurrency
public struct RenameAction {
    let action: () -> Void

    public func callAsFunction() {
        action()
    }
}
