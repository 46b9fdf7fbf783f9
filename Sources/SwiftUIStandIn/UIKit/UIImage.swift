import Foundation

/// UIKit's image, for the views that load one themselves and show it with `Image(uiImage:)`.
@available(macOS, unavailable)
open class UIImage: NSObject, @unchecked Sendable {
    let name: String

    public override init() {
        name = "empty"
    }

    /// From the app's asset catalogue; the stand-in has none, so every name is found.
    public init?(named name: String) {
        self.name = name
    }

    public init?(systemName name: String) {
        self.name = name
    }

    /// Image data the stand-in cannot decode: empty data is no image, anything else is one.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = "data(\(data.count) bytes)"
    }

    open var size: CGSize { .zero }
}

extension Image {
    @available(macOS, unavailable)
    public init(uiImage: UIImage) {
        self.init(uiImage.name)
    }
}
