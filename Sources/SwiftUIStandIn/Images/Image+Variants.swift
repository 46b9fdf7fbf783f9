import Foundation

// Image initialisers that name an asset or a symbol with an accessibility label or a variable
// value (how full a "wifi" or "speaker.wave.3" symbol is drawn). The headless host shows an
// image as its name, so the label and the value are not drawn.

extension Image {
    /// Which way up a bitmap is drawn.
    @frozen
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up
        case upMirrored
        case down
        case downMirrored
        case left
        case leftMirrored
        case right
        case rightMirrored
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }
}
