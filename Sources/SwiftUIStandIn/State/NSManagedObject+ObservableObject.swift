public import CoreData

// On Apple platforms Core Data makes every managed object an `ObservableObject`, so a view can
// hold one in `@ObservedObject`. The stand-in's `ObservableObject` lives in this module.
extension NSManagedObject: ObservableObject {}
