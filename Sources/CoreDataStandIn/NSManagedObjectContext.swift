public import Foundation

/// A scratch pad of managed objects: inserts and deletions stay pending until `save()`, and a
/// fetch sees the saved objects with the pending changes applied. The store is in memory: it is
/// shared by the contexts of one `NSPersistentContainer` and lasts as long as they do. A context
/// made on its own has a store of its own; Apple's would have no store and could not fetch.
/// `perform(_:)` runs its block at once, on the caller's thread.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// The queue this context's work belongs to.
    open var concurrencyType: NSManagedObjectContextConcurrencyType { queue }
    /// The context whose objects this one starts from and saves into, if any.
    open var parent: NSManagedObjectContext? {
        didSet { store = parent?.store ?? ObjectStore() }
    }
    /// A name for debugging.
    open var name: String?
    /// Whether saves of other contexts reach this one; in memory they always do.
    open var automaticallyMergesChangesFromParent = false

    var store: ObjectStore
    private let queue: NSManagedObjectContextConcurrencyType
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        queue = ct
        store = ObjectStore()
    }

    init(concurrencyType: NSManagedObjectContextConcurrencyType, store: ObjectStore) {
        queue = concurrencyType
        self.store = store
    }

    /// Whether saving would write anything.
    open var hasChanges: Bool {
        store.noteRead()
        return !inserted.isEmpty || !deleted.isEmpty
    }

    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    /// Always empty: stored properties of a subclass are not watched on Linux.
    open var updatedObjects: Set<NSManagedObject> { [] }
    open var registeredObjects: Set<NSManagedObject> { Set(visibleObjects + deleted) }

    /// Adds `object` to the objects the next save writes.
    open func insert(_ object: NSManagedObject) {
        if let index = deleted.firstIndex(where: { $0 === object }) {
            deleted.remove(at: index)
        } else if !inserted.contains(where: { $0 === object }) && !visibleObjects.contains(where: { $0 === object }) {
            inserted.append(object)
            object.managedObjectContext = self
            object.awakeFromInsert()
        }
        store.noteChange()
    }

    /// Removes `object` at the next save; an object inserted since the last save is simply dropped.
    open func delete(_ object: NSManagedObject) {
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
            object.prepareForDeletion()
            object.managedObjectContext = nil
        } else if !deleted.contains(where: { $0 === object }) {
            object.prepareForDeletion()
            deleted.append(object)
        }
        store.noteChange()
    }

    /// Writes the pending changes into the parent context, or else into the store.
    open func save() throws {
        guard !inserted.isEmpty || !deleted.isEmpty else { return }
        let (written, removed) = (inserted, deleted)
        (written + removed).forEach { $0.willSave() }
        inserted = []
        deleted = []
        if let parent {
            written.forEach(parent.insert)
            removed.forEach(parent.delete)
        } else {
            store.commit(inserted: written, deleted: Set(removed.map(ObjectIdentifier.init)))
            removed.forEach { $0.managedObjectContext = nil }
        }
        (written + removed).forEach { $0.didSave() }
    }

    /// Forgets the pending changes.
    open func rollback() {
        inserted.forEach { $0.managedObjectContext = nil }
        inserted = []
        deleted = []
        store.noteChange()
    }

    /// Forgets the pending changes, as `rollback()`.
    open func reset() {
        rollback()
    }

    /// The request's entity's objects, as saved with this context's pending changes applied,
    /// filtered by its predicate, ordered by its sort descriptors, then offset and limited.
    open func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] {
        let base = request.includesPendingChanges ? visibleObjects : savedObjects
        var objects = base.filter { request.fetches($0) && (request.predicate?.evaluate(with: $0) ?? true) }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = Self.sorted(objects, by: descriptors)
        }
        let limited = objects.dropFirst(request.fetchOffset)
        let results = request.fetchLimit > 0 ? Array(limited.prefix(request.fetchLimit)) : Array(limited)
        return results.compactMap { $0 as? T }
    }

    /// How many objects `fetch` would return.
    open func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }

    /// Runs `block` at once, on the caller's thread.
    open func perform(_ block: @escaping () -> Void) {
        block()
    }

    /// Runs `block` and returns when it is done.
    open func performAndWait(_ block: () -> Void) {
        block()
    }

    func hasPendingInsert(of object: NSManagedObject) -> Bool {
        inserted.contains { $0 === object }
    }

    func hasPendingDeletion(of object: NSManagedObject) -> Bool {
        deleted.contains { $0 === object }
    }

    /// What this context starts from: its parent's objects as that context sees them, or the store's.
    private var savedObjects: [NSManagedObject] {
        parent?.visibleObjects ?? store.objects
    }

    /// The saved objects with this context's pending changes applied.
    private var visibleObjects: [NSManagedObject] {
        let removed = Set(deleted.map(ObjectIdentifier.init))
        return savedObjects.filter { !removed.contains(ObjectIdentifier($0)) } + inserted
    }

    private static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        objects.sorted { first, second in
            for descriptor in descriptors {
                let order = descriptor.compare(first, to: second)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return false
        }
    }
}
