// Animations. The host shows every change at once, as if each animation had already finished,
// so these types only carry their configuration.

/// How a change is animated.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let name: String
    /// The animation `Animation(_:)` wraps; nil for the built-in ones.
    var custom: (any CustomAnimation)? = nil

    nonisolated public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.name == rhs.name && lhs.custom.map { AnyHashable($0) } == rhs.custom.map { AnyHashable($0) }
    }

    public var description: String { name }

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let interactiveSpring = Animation(name: "interactiveSpring")

    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring")
    }
    // `.spring()` is the response-based spring, as in Xcode, not an ambiguity between the two.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy") }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth") }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy") }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }
    // `.interactiveSpring()` is the response-based one, as in Xcode.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and returns its result; the changes it makes are shown at once.
@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The context of a change: whether it is animated.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    /// The values of custom keys (`TransactionKey`), by key type.
    var entries: [ObjectIdentifier: Any] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

@MainActor @preconcurrency
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A value that can be animated by interpolating between two of its instances.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose change can be animated.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() {
        radians = 0
    }

    public init(radians: Double) {
        self.radians = radians
    }

    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static var zero: Angle { Angle() }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point in a view's own coordinates, from (0, 0) at the top leading corner to (1, 1).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() {
        x = 0
        y = 0
    }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: - Transitions

/// How a view enters and leaves.
public struct AnyTransition: Sendable {
    let name: String

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition(name: "asymmetric") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }

    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// MARK: - Modifiers

// Animation and geometry effects change how a view moves, not what it shows: a note each.
extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _Decorated(content: self, name: "animation", detail: animation?.description)
    }

    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        _Decorated(content: self, name: "animation", detail: animation?.description)
    }

    public func transition(_ t: AnyTransition) -> some View {
        _Decorated(content: self, name: "transition", detail: t.name)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        _Decorated(content: self, name: "rotationEffect")
    }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        _Decorated(content: self, name: "rotation3DEffect")
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        _Decorated(content: self, name: "scaleEffect")
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        _Decorated(content: self, name: "scaleEffect")
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        _Decorated(content: self, name: "scaleEffect")
    }

    public func offset(_ offset: CGSize) -> some View {
        _Decorated(content: self, name: "offset")
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _Decorated(content: self, name: "offset")
    }

    public func opacity(_ opacity: Double) -> some View {
        _Decorated(content: self, name: "opacity", detail: "\(opacity)")
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        _Decorated(content: self, name: "blur")
    }

    public func saturation(_ amount: Double) -> some View {
        _Decorated(content: self, name: "saturation")
    }

    public func brightness(_ amount: Double) -> some View {
        _Decorated(content: self, name: "brightness")
    }

    public func contrast(_ amount: Double) -> some View {
        _Decorated(content: self, name: "contrast")
    }

    public func grayscale(_ amount: Double) -> some View {
        _Decorated(content: self, name: "grayscale")
    }

    public func hueRotation(_ angle: Angle) -> some View {
        _Decorated(content: self, name: "hueRotation")
    }

    public func blendMode(_ blendMode: BlendMode) -> some View {
        _Decorated(content: self, name: "blendMode")
    }

    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        _Decorated(content: self, name: "drawingGroup")
    }

    public func compositingGroup() -> some View {
        _Decorated(content: self, name: "compositingGroup")
    }

    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        _Decorated(content: self, name: "matchedGeometryEffect")
    }
}

extension Binding {
    /// The same binding; its changes are shown at once.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        self
    }
}

public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public enum ColorRenderingMode: Sendable {
    case nonLinear, linear, extendedLinear
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry effects.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}

    public var wrappedValue: Namespace.ID { ID(value: 0) }
}
