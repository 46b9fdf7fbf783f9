public import Foundation

/// One object of the data model, kept by a context. On Linux an `@NSManaged` property type-checks
/// but nothing supplies its accessors (Apple's Core Data makes them at run time through the
/// Objective-C runtime, which Linux has not), so code that uses one compiles but does not link:
/// a subclass that must run declares ordinary stored properties instead.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The context that holds this object; nil once it is deleted and saved, or before it is inserted.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// This object's entity.
    open var entity: NSEntityDescription { objectEntity }
    /// This object's identity.
    open var objectID: NSManagedObjectID { identity }

    private let objectEntity: NSEntityDescription
    private let identity: NSManagedObjectID

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        objectEntity = entity
        identity = NSManagedObjectID(entity: entity)
        super.init()
        context?.insert(self)
    }

    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: moc)
    }

    /// The entity this class stands for, named after the class.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(managedObjectClass: self)
    }

    /// Inserted into its context and not saved yet.
    open var isInserted: Bool { managedObjectContext?.hasPendingInsert(of: self) ?? false }
    /// Deleted from its context and not saved yet.
    open var isDeleted: Bool { managedObjectContext?.hasPendingDeletion(of: self) ?? false }
    /// Changed since its context last saved. Stored properties of a subclass are not watched on
    /// Linux, so only an insertion or a deletion counts.
    open var isUpdated: Bool { false }
    /// Whether saving would write this object.
    open var hasChanges: Bool { isInserted || isDeleted || isUpdated }
    /// Never a fault: an in-memory object is always whole.
    open var isFault: Bool { false }

    /// Called once when the object is first inserted into a context.
    open func awakeFromInsert() {}
    /// Called when the object is about to be deleted.
    open func prepareForDeletion() {}
    /// Called before its context saves it.
    open func willSave() {}
    /// Called after its context saved it.
    open func didSave() {}
}
