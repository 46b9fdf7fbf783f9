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

    /// What Xcode's `#imageLiteral(resourceName:)` makes: the asset of that name. `required`
    /// because a subclass must be makeable from the literal too (see UIImage+ImageLiteral.swift).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(named: name)!
    }

    /// A file the stand-in does not decode: a missing file is no image, any other is one.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        name = "file(\((path as NSString).lastPathComponent))"
    }

    /// Image data the stand-in cannot decode: empty data is no image, anything else is one.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = "data(\(data.count) bytes)"
    }

    open var size: CGSize { .zero }

    /// The decoded bitmap; the stand-in decodes none.
    open var cgImage: CGImage? { nil }

    public init(cgImage: CGImage) {
        name = "cgImage"
    }

    /// The stand-in decodes no image, so there are no bytes to encode either.
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    open func pngData() -> Data? { nil }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }

    /// The stand-in draws no pixels, so a tint-only (template) image is the same image.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }

    open var renderingMode: UIImage.RenderingMode { .automatic }

    /// Whether an image is drawn in its own colours or as a shape tinted by its view.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How an image is drawn: a symbol's size and weight.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// A symbol's point size, weight and scale.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}

        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}

        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {}

        public init(weight: UIImage.SymbolWeight) {}

        public init(scale: UIImage.SymbolScale) {}

        public init(textStyle: UIFont.TextStyle) {}
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }
}

extension Image {
    @available(macOS, unavailable)
    public init(uiImage: UIImage) {
        self.init(uiImage.name)
    }
}
