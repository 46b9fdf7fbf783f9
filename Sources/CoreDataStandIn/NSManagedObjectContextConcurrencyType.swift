/// The queue a context's work belongs to.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}
