public import Foundation

/// An entity of the data model. There is no model file on Linux: an entity is named after the
/// `NSManagedObject` subclass that stands for it, as Xcode's generated classes are.
open class NSEntityDescription: NSObject {
    /// The entity's name.
    open var name: String?
    /// The module-qualified name of the class whose instances are this entity's objects.
    open var managedObjectClassName: String!

    /// The class itself, so a fetch of this entity also finds objects of its subclasses.
    var managedObjectClass: NSManagedObject.Type?

    public override init() {}

    init(managedObjectClass: NSManagedObject.Type) {
        name = String(describing: managedObjectClass)
        managedObjectClassName = String(reflecting: managedObjectClass)
        self.managedObjectClass = managedObjectClass
    }

    /// Whether `object` is one of this entity's objects: its entity has this name, or its class is
    /// this entity's class or a subclass of it.
    func includes(_ object: NSManagedObject) -> Bool {
        if let managedObjectClass, object.isKind(of: managedObjectClass) { return true }
        return name != nil && object.entity.name == name
    }
}
