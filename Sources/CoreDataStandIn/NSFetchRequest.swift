public import Foundation

/// What to fetch: one entity's objects, filtered by a predicate and ordered by sort descriptors.
/// On Linux a predicate is a closure (`NSPredicate(block:)` or `NSPredicate(value:)`) and a sort
/// descriptor takes a key path: Linux's Foundation has no key-value coding, so format strings
/// and sort keys by name are not available there.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSPersistentStoreRequest {
    /// The entity fetched.
    open var entity: NSEntityDescription?
    /// Keeps only the objects the predicate accepts; nil keeps all.
    open var predicate: NSPredicate?
    /// The order of the results, most significant first; nil leaves them in the order they were inserted.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many results; 0 means no limit.
    open var fetchLimit = 0
    /// How many of the ordered results to skip.
    open var fetchOffset = 0
    /// How many objects a store reads at a time; an in-memory fetch reads them all at once.
    open var fetchBatchSize = 0
    /// Whether objects inserted or deleted but not yet saved count.
    open var includesPendingChanges = true
    /// Whether objects come back as faults; in memory they are always whole.
    open var returnsObjectsAsFaults = true

    private var namedEntity: String?

    /// The entity's name.
    open var entityName: String? { entity?.name ?? namedEntity }

    public override init() {}

    public convenience init(entityName: String) {
        self.init()
        namedEntity = entityName
    }

    /// Whether `object` belongs to the entity this request fetches.
    func fetches(_ object: NSManagedObject) -> Bool {
        if let entity { return entity.includes(object) }
        return namedEntity != nil && object.entity.name == namedEntity
    }
}
