// iCloud's key-value store, which apps use to share small settings across a person's devices;
// Linux's Foundation lacks it. With no iCloud here, the store keeps its values in memory for the
// life of the process, as Apple's does between synchronisations, and nothing changes externally.
#if !canImport(Darwin)
import Foundation

/// A dictionary of small values shared through iCloud; here, kept in memory.
open class NSUbiquitousKeyValueStore: NSObject {
    private var values: [String: Any] = [:]
    /// Guards the values: the store is used from any thread.
    private let lock = NSLock()
    /// One store for the whole app, as on Apple platforms; the lock makes sharing it safe.
    nonisolated(unsafe) private static let shared = NSUbiquitousKeyValueStore()

    open class var `default`: NSUbiquitousKeyValueStore {
        shared
    }

    public static let didChangeExternallyNotification = NSNotification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    open func object(forKey aKey: String) -> Any? {
        lock.withLock { values[aKey] }
    }

    /// Stores the value, or removes the key when it is nil.
    open func set(_ anObject: Any?, forKey aKey: String) {
        lock.withLock { values[aKey] = anObject }
    }

    open func removeObject(forKey aKey: String) {
        set(nil as Any?, forKey: aKey)
    }

    open func string(forKey aKey: String) -> String? {
        object(forKey: aKey) as? String
    }

    open func array(forKey aKey: String) -> [Any]? {
        object(forKey: aKey) as? [Any]
    }

    open func dictionary(forKey aKey: String) -> [String: Any]? {
        object(forKey: aKey) as? [String: Any]
    }

    open func data(forKey aKey: String) -> Data? {
        object(forKey: aKey) as? Data
    }

    // A number reads as any number type or a Boolean, as on Apple platforms, where each is an NSNumber.

    open func longLong(forKey aKey: String) -> Int64 {
        number(forKey: aKey)?.int64Value ?? 0
    }

    open func double(forKey aKey: String) -> Double {
        number(forKey: aKey)?.doubleValue ?? 0
    }

    open func bool(forKey aKey: String) -> Bool {
        number(forKey: aKey)?.boolValue ?? false
    }

    open func set(_ aString: String?, forKey aKey: String) {
        set(aString as Any?, forKey: aKey)
    }

    open func set(_ aData: Data?, forKey aKey: String) {
        set(aData as Any?, forKey: aKey)
    }

    open func set(_ anArray: [Any]?, forKey aKey: String) {
        set(anArray as Any?, forKey: aKey)
    }

    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) {
        set(aDictionary as Any?, forKey: aKey)
    }

    open func set(_ value: Int64, forKey aKey: String) {
        set(value as Any?, forKey: aKey)
    }

    open func set(_ value: Double, forKey aKey: String) {
        set(value as Any?, forKey: aKey)
    }

    open func set(_ value: Bool, forKey aKey: String) {
        set(value as Any?, forKey: aKey)
    }

    open var dictionaryRepresentation: [String: Any] {
        lock.withLock { values }
    }

    /// Nothing to synchronise with; true, as when the store and iCloud agree. Swift imports
    /// Objective-C methods as discardable, so `store.synchronize()` alone compiles quietly.
    @discardableResult
    open func synchronize() -> Bool {
        true
    }

    private func number(forKey aKey: String) -> NSNumber? {
        object(forKey: aKey) as? NSNumber
    }
}

// What a `didChangeExternallyNotification` tells in its user info: why the store changed, and which keys.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

public var NSUbiquitousKeyValueStoreServerChange: Int { 0 }
public var NSUbiquitousKeyValueStoreInitialSyncChange: Int { 1 }
public var NSUbiquitousKeyValueStoreQuotaViolationChange: Int { 2 }
public var NSUbiquitousKeyValueStoreAccountChange: Int { 3 }
#endif
