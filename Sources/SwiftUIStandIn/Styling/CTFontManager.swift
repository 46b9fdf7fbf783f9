// CoreText's font registration, which `import SwiftUI` brings on Apple platforms (through UIKit)
// and Linux lacks. An app registers a bundled font at launch so `Font.custom(_:size:)` finds it by
// name. The stand-in keeps the registered PostScript names so that, as on Apple platforms,
// registering a font twice fails and unregistering needs a registered font.
#if !canImport(Darwin)
import Foundation
import Synchronization

/// CoreFoundation's error, bridged to `NSError` as `CFURL` is to `NSURL`.
public typealias CFError = NSError

/// The PostScript names of the fonts registered in this process.
private let registeredFonts = Mutex<Set<String>>([])

/// CoreText's error domain and codes for a font already registered and one that is not.
private let fontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"
private let alreadyRegistered = 105
private let notRegistered = 201

// Swift imports C functions as discardable, so `CTFontManagerRegisterGraphicsFont(font, &error)`
// alone on a line compiles without a warning; these say so explicitly.

@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let name = font.postScriptName ?? ""
    let added = registeredFonts.withLock { $0.insert(name).inserted }
    if !added {
        error?.pointee = .passRetained(NSError(domain: fontManagerErrorDomain, code: alreadyRegistered))
    }
    return added
}

@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let name = font.postScriptName ?? ""
    let removed = registeredFonts.withLock { $0.remove(name) != nil }
    if !removed {
        error?.pointee = .passRetained(NSError(domain: fontManagerErrorDomain, code: notRegistered))
    }
    return removed
}
#endif
