// SF Symbols' animations (`.symbolEffect(.bounce, value: count)`, `.contentTransition(.symbolEffect(.replace))`).
// The headless host draws no animation: the modifiers keep their content and note the effect.

/// An animation of a symbol image.
public protocol SymbolEffect: Hashable, Sendable {
    func configuration(_ configuration: SymbolEffectOptions) -> Self
}

extension SymbolEffect {
    public func configuration(_ configuration: SymbolEffectOptions) -> Self { self }
}

/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that swaps one symbol for another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: its repetitions and speed.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()

    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// Scales a symbol up and back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// Fades a symbol's opacity in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Lights a symbol's layers in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// Scales a symbol while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// Replaces one symbol with another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// Shows a symbol.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// Hides a symbol.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension ContentTransition {
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }

    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

extension View {
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        _Decorated(content: self, name: "symbolEffect", detail: String(describing: T.self))
    }

    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        _Decorated(content: self, name: "symbolEffect", detail: String(describing: T.self))
    }

    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}
