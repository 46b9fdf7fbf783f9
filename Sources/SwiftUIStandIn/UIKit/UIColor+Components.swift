import Foundation

// A colour's components, as apps read them to mix or compare colours. A named system colour has
// no components here (the stand-in does not know the device's palette): reading it fails, as
// UIKit's does for a colour outside the colour space asked for.

@available(macOS, unavailable)
extension UIColor {
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components else { return false }
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let (r, g, b, a) = components else { return false }
        let maximum = max(r, g, b)
        let delta = maximum - min(r, g, b)
        var h: CGFloat = 0
        if delta > 0 {
            switch maximum {
            case r: h = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            case g: h = (b - r) / delta + 2
            default: h = (r - g) / delta + 4
            }
            h = (h < 0 ? h + 6 : h) / 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = a
        return true
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case ..<1: (chroma, x, 0)
            case ..<2: (x, chroma, 0)
            case ..<3: (0, chroma, x)
            case ..<4: (0, x, chroma)
            case ..<5: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = brightness - chroma
        return (r + m, g + m, b + m, alpha)
    }
}
