public import Foundation

/// What every request to the persistent stores has in common; a fetch request is one.
open class NSPersistentStoreRequest: NSObject {
    public override init() {}
}
