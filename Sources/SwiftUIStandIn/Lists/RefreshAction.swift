/// The action a pull to refresh runs, as `refreshable(action:)` gives it.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    public func callAsFunction() async {
        await action()
    }
}
