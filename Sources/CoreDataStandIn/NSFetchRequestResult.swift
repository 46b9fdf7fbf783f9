public import Foundation

/// What a fetch can hand back: managed objects, and on Apple platforms also object IDs, numbers
/// and dictionaries. Apple's protocol is `@objc`, so `NSFetchRequest<NSFetchRequestResult>` is a
/// type there; Linux has no Objective-C, the existential does not conform to the protocol, and
/// that spelling (and `NSManagedObject.fetchRequest()`, which returns it) cannot be declared.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSNumber: NSFetchRequestResult {}

extension NSDictionary: NSFetchRequestResult {}
