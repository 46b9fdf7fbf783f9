public import CoreData

/// Without a context set by an ancestor, each read gives a new, empty context, so a fetch finds
/// nothing. Apple's default context has no store and cannot fetch at all.
private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    /// The Core Data context `@FetchRequest` fetches from and views save into.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
