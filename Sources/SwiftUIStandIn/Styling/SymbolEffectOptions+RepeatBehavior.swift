// iOS 18's repeat behaviours of a symbol effect (`options: .repeat(.periodic(2, delay: 1))`).
// The headless host plays no animation, so the options keep nothing of them.

extension SymbolEffectOptions {
    /// How an effect repeats: continuously, or periodically with a count and a delay.
    public struct RepeatBehavior: Hashable, Sendable {
        let name: String

        public static var continuous: SymbolEffectOptions.RepeatBehavior { RepeatBehavior(name: "continuous") }

        public static var periodic: SymbolEffectOptions.RepeatBehavior { RepeatBehavior(name: "periodic") }

        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> SymbolEffectOptions.RepeatBehavior {
            RepeatBehavior(name: "periodic")
        }
    }

    public static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions()
    }

    public func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
        self
    }
}
