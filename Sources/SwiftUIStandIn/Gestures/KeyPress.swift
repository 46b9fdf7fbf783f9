/// A key the hardware keyboard sent to a focused view (iOS 17). The headless host has no keyboard,
/// so no view ever receives one; the type exists so `onKeyPress` handlers compile as in Xcode.
public struct KeyPress: Sendable {
    /// Which moments of a key's life a handler hears about.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether the handler used the key, or lets it travel on to the views around it.
    public enum Result: Hashable, Sendable {
        case handled
        case ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}
