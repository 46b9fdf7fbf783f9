// CoreGraphics' bitmap image, which `import SwiftUI` brings on Apple platforms and Linux lacks.
// The stand-in decodes no pixels, so an image it makes has no size and no type.
#if !canImport(Darwin)
import Foundation

/// CoreFoundation's string, which Swift bridges to `String` with `as` on Apple platforms; Linux
/// exposes no CoreFoundation types to Swift, so here it is `String` itself.
public typealias CFString = String

/// A bitmap image.
public final class CGImage: @unchecked Sendable {
    public var width: Int { 0 }

    public var height: Int { 0 }

    /// The image's uniform type identifier ("public.png"), when it came from a file.
    public var utType: CFString? { nil }
}
#endif
