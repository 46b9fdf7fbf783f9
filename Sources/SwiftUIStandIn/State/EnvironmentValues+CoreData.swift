public import CoreData

/// A context of its own for each view that has none from its ancestors: it starts empty.
/// Apple's default context has no store and cannot fetch; this one fetches nothing until
/// something is inserted into it.
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
