/// Whether closing a window may skip what would keep it open (unsaved changes, for one).
public struct DismissBehavior: Sendable {
    let name: String

    public static let interactive = DismissBehavior(name: "interactive")
    public static let destructive = DismissBehavior(name: "destructive")
}
