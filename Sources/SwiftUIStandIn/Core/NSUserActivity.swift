// An activity the app hands to the system (Handoff, Spotlight, Siri), which Apple's Foundation
// provides and `userActivity(_:)` and `onContinueUserActivity(_:perform:)` pass to views.
// Foundation on Linux has no such class; this one keeps what a view sets on it.
#if !canImport(Darwin)
import Foundation

open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false
    open private(set) var isCurrent = false

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    open func becomeCurrent() {
        isCurrent = true
    }

    open func resignCurrent() {
        isCurrent = false
    }

    open func invalidate() {
        isCurrent = false
    }
}
#endif
