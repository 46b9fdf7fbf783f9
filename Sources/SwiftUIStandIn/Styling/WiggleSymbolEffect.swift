// iOS 18's wiggling symbol effect. As with the older effects, the headless host draws no animation.

/// Shakes a symbol back and forth along a direction.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: WiggleSymbolEffect { self }
    public var down: WiggleSymbolEffect { self }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var forward: WiggleSymbolEffect { self }
    public var backward: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { self }
    public var counterClockwise: WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }

    /// Wiggles along the axis at `angle` degrees clockwise from the positive x-axis.
    public func custom(angle: Double) -> WiggleSymbolEffect { self }

    public func custom(angle: Angle) -> WiggleSymbolEffect { self }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
