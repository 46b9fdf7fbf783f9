public import Foundation

/// A data model's stack: its store and the contexts that work on it. The store is in memory, so
/// what the app saves lasts while the container does; `loadPersistentStores` always succeeds.
open class NSPersistentContainer: NSObject {
    /// The container's name, which names the store's file.
    open var name: String { containerName }
    /// The main-queue context views read from.
    open var viewContext: NSManagedObjectContext { mainContext }
    /// The stores `loadPersistentStores` opens: one, in the default folder, until changed.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    private let containerName: String
    private let store = ObjectStore()
    private lazy var mainContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType, store: store)

    public init(name: String) {
        containerName = name
        let file = Self.defaultDirectoryURL().appendingPathComponent(name).appendingPathExtension("sqlite")
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: file)]
    }

    /// The folder stores go in by default.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.temporaryDirectory
    }

    /// Opens each described store and reports each to `block`, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            block(description, nil)
        }
    }

    /// A private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType, store: store)
    }

    /// Runs `block` with a new background context, at once, on the caller's thread.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}
