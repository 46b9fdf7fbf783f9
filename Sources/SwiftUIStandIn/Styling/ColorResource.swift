import Foundation

/// A colour in an asset catalogue, as Xcode generates it for each colour set
/// (`Color(.brandBlue)` after `extension ColorResource { static let brandBlue = … }`).
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
