extension SymbolEffectTransition {
    /// The transition a symbol effect makes: `SymbolEffectTransition(effect: .appear, options: .default)`.
    public init<T>(effect: T, options: SymbolEffectOptions) where T: SymbolEffect, T: TransitionSymbolEffect {
        self.init()
    }
}
