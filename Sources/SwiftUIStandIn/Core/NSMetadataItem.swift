// A file's metadata, as an NSMetadataQuery returns it; Linux's Foundation lacks it. The stand-in's
// queries find nothing (see NSMetadataQuery), so an item here has no attributes.
#if !canImport(Darwin)
import Foundation

/// The metadata of one file: attribute keys such as `NSMetadataItemFSNameKey`, and their values.
open class NSMetadataItem: NSObject {
    open var attributes: [String] {
        []
    }

    open func value(forAttribute key: String) -> Any? {
        nil
    }

    open func values(forAttributes keys: [String]) -> [String: Any]? {
        [:]
    }
}

// The keys of a file's metadata that iCloud document apps filter and read by.
public let NSMetadataItemFSNameKey = "kMDItemFSName"
public let NSMetadataItemURLKey = "kMDItemURL"
public let NSMetadataUbiquitousItemDownloadingStatusKey = "NSMetadataUbiquitousItemDownloadingStatusKey"

// The values of `NSMetadataUbiquitousItemDownloadingStatusKey`.
public let NSMetadataUbiquitousItemDownloadingStatusNotDownloaded = "NSMetadataUbiquitousItemDownloadingStatusNotDownloaded"
public let NSMetadataUbiquitousItemDownloadingStatusDownloaded = "NSMetadataUbiquitousItemDownloadingStatusDownloaded"
public let NSMetadataUbiquitousItemDownloadingStatusCurrent = "NSMetadataUbiquitousItemDownloadingStatusCurrent"
#endif
