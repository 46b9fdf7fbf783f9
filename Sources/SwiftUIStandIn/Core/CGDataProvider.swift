// CoreGraphics' source of bytes, which `import SwiftUI` brings on Apple platforms and Linux lacks.
// Apps read a bundled font through one (`CGDataProvider(url: fontURL as CFURL)`, then `CGFont`).
#if !canImport(Darwin)
import Foundation

/// CoreFoundation's URL. On Apple platforms it is toll-free bridged to Foundation's, so
/// `url as CFURL` compiles; Swift on Linux bridges `URL` only to `NSURL`, so here it is that class.
public typealias CFURL = NSURL

/// CoreFoundation's data, bridged as `CFURL` is: `data as CFData`.
public typealias CFData = NSData

/// Bytes read whole from a file or taken from data, for CoreGraphics to decode.
public final class CGDataProvider: @unchecked Sendable {
    let bytes: Data

    /// Reads the file at `url`; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
        self.bytes = bytes
    }

    public init?(data: CFData) {
        bytes = data as Data
    }

    public var data: CFData? {
        bytes as CFData
    }
}
#endif
