// Spotlight's metadata query, which iCloud document apps use to watch their container; Linux's
// Foundation lacks it. With no iCloud here, a query finds nothing: starting one gathers no results
// and says at once that it has finished, so an app waiting for that notification carries on.
#if !canImport(Darwin)
import Foundation

/// A search of file metadata, such as the documents in the app's iCloud container.
open class NSMetadataQuery: NSObject {
    open var searchScopes: [Any] = []
    open var predicate: NSPredicate?
    open private(set) var isStarted = false
    open private(set) var isGathering = false
    open private(set) var isStopped = false
    private var disabledUpdates = 0

    /// Starts the query; false when it has no predicate or has already started, as on Apple platforms.
    /// Swift imports Objective-C methods as discardable, so `query.start()` alone compiles quietly.
    @discardableResult
    open func start() -> Bool {
        guard predicate != nil, !isStarted else { return false }
        isStarted = true
        NotificationCenter.default.post(name: .NSMetadataQueryDidStartGathering, object: self)
        NotificationCenter.default.post(name: .NSMetadataQueryDidFinishGathering, object: self)
        return true
    }

    open func stop() {
        isStopped = true
    }

    open func disableUpdates() {
        disabledUpdates += 1
    }

    open func enableUpdates() {
        disabledUpdates = max(disabledUpdates - 1, 0)
    }

    open var results: [Any] {
        []
    }

    open var resultCount: Int {
        results.count
    }

    open func result(at idx: Int) -> Any {
        results[idx]
    }
}

extension NSNotification.Name {
    public static let NSMetadataQueryDidStartGathering = NSNotification.Name("NSMetadataQueryDidStartGatheringNotification")
    public static let NSMetadataQueryGatheringProgress = NSNotification.Name("NSMetadataQueryGatheringProgressNotification")
    public static let NSMetadataQueryDidFinishGathering = NSNotification.Name("NSMetadataQueryDidFinishGatheringNotification")
    public static let NSMetadataQueryDidUpdate = NSNotification.Name("NSMetadataQueryDidUpdateNotification")
}

// Where a query looks.
public let NSMetadataQueryUbiquitousDocumentsScope = "NSMetadataQueryUbiquitousDocumentsScope"
public let NSMetadataQueryUbiquitousDataScope = "NSMetadataQueryUbiquitousDataScope"
#endif
