import Foundation

/// An image in an asset catalogue, as Xcode generates it for each image set
/// (`Image(.avatar)` after `extension ImageResource { static let avatar = … }`).
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
