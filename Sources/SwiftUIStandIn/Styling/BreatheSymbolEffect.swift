// iOS 18's breathing symbol effect. As with the older effects, the headless host draws no animation.

/// Scales a symbol smoothly up and down, as if breathing.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
