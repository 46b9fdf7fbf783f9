import Foundation

// The transitions SwiftUI ships. The headless host draws each in its final state: the content as
// it is.

public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct MoveTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct OffsetTransition: Transition {
    public var offset: CGSize

    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct PushTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct BlurReplaceTransition: Transition {
    /// Which way the blurred content moves while it is replaced.
    public struct Configuration: Equatable, Sendable {
        let name: String

        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }

    public var configuration: BlurReplaceTransition.Configuration

    public init(configuration: BlurReplaceTransition.Configuration) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A symbol effect used as a transition (`.transition(.symbolEffect(.appear))`).
public struct SymbolEffectTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }

    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}

extension Transition where Self == SymbolEffectTransition {
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() }

    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition()
    }
}
