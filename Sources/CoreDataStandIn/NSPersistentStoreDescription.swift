public import Foundation

/// Where and how a container keeps a store. The stand-in keeps every store in memory, whatever it says.
open class NSPersistentStoreDescription: NSObject {
    /// Where the store's file would be.
    open var url: URL?
    /// The kind of store.
    open var type = "SQLite"
    /// Whether `loadPersistentStores` reports back after it returns.
    open var shouldAddStoreAsynchronously = false

    public override init() {}

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }
}
