import Foundation

// The asset-catalog image that Xcode generates a symbol for (`.logo`), declared by Apple's
// DeveloperToolsSupport and re-exported by SwiftUI. The headless host draws it by its name.
public struct ImageResource: Hashable, Sendable {
    let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}
