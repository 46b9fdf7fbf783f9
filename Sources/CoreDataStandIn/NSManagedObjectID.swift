public import Foundation

/// The identity of one managed object.
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The entity of the object this identifies.
    open var entity: NSEntityDescription { identifiedEntity }

    private let identifiedEntity: NSEntityDescription

    init(entity: NSEntityDescription) {
        identifiedEntity = entity
    }
}
