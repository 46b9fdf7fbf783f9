// CoreText's font, which `import SwiftUI` brings on Apple platforms and Linux lacks. The
// stand-in has no font files, so nothing here makes one; `Font(_:)` takes it to match Apple's.
#if !canImport(Darwin)
/// A font with a size, as CoreText lays text out with it.
public final class CTFont: @unchecked Sendable {
    init() {}
}
#endif
