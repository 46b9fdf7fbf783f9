/// A container that mirrors its stores to iCloud; on Linux it keeps them in memory like any other.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
