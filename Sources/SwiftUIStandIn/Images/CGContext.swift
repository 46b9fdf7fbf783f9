// CoreGraphics' drawing destination, which `import SwiftUI` brings on Apple platforms and Linux
// lacks. The stand-in draws nothing, so a context here takes no drawing calls.
#if !canImport(Darwin)
/// A drawing destination.
public final class CGContext {
    init() {}
}
#endif
