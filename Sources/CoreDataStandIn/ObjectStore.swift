import Foundation
import Observation

/// The objects saved into one in-memory store, shared by the contexts of a container. Reads and
/// changes go through Observation, so a view that fetched is drawn again when a context changes.
final class ObjectStore: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var saved: [NSManagedObject] = []
    private var generation = 0

    /// The saved objects, in the order they were saved.
    var objects: [NSManagedObject] {
        registrar.access(self, keyPath: \.generation)
        return saved
    }

    /// Marks a read of the store's contexts, saved or pending.
    func noteRead() {
        registrar.access(self, keyPath: \.generation)
    }

    /// Marks a change to a context of this store, saved or pending.
    func noteChange() {
        registrar.withMutation(of: self, keyPath: \.generation) { generation += 1 }
    }

    /// Writes a context's pending changes.
    func commit(inserted: [NSManagedObject], deleted: Set<ObjectIdentifier>) {
        registrar.withMutation(of: self, keyPath: \.generation) {
            saved.removeAll { deleted.contains(ObjectIdentifier($0)) }
            saved += inserted.filter { object in !saved.contains { $0 === object } }
            generation += 1
        }
    }
}
