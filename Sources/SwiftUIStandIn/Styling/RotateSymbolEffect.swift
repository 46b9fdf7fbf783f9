// iOS 18's rotating symbol effect. As with the older effects, the headless host draws no animation.

/// Turns a symbol, or its layers, about an anchor.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
