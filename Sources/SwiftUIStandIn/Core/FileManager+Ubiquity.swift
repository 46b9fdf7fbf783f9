// iCloud Drive's part of the file manager, which Linux's Foundation lacks. The stand-in has no
// iCloud account, so it answers as a device signed out of iCloud does: no container, no identity,
// and nothing to download.
#if !canImport(Darwin)
import Foundation

extension FileManager {
    /// The app's iCloud container; nil, as when iCloud is unavailable.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? {
        nil
    }

    /// The signed-in iCloud account's token; nil, as when no one is signed in.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? {
        nil
    }

    /// Fails as it does when iCloud is unavailable: no item is in the cloud to download.
    public func startDownloadingUbiquitousItem(at url: URL) throws {
        throw CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: url])
    }
}
#endif
