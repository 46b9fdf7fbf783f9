import Foundation

/// How a view enters and leaves (iOS 17's typed transitions; `AnyTransition` is the older,
/// type-erased form). The headless host shows a view at once, as if its transition had finished,
/// so a transition's body is drawn in the `identity` phase.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

    static var properties: TransitionProperties { get }

    typealias Content = PlaceholderContentView<Self>
}

/// Where a transition is: about to appear, shown, or gone.
@frozen
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// -1 appearing, 0 shown, 1 gone.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does that the system may need to know (whether it moves things).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(view: AnyView(content)), phase: phase)
    }

    public func combined<T: Transition>(with other: T) -> some Transition { self }

    public func animation(_ animation: Animation?) -> some Transition { self }
}

extension AnyTransition {
    public init<T: Transition>(_ transition: T) {
        self.init(name: String(describing: T.self))
    }

    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
}

extension View {
    public func transition<T: Transition>(_ transition: T) -> some View {
        _Decorated(content: self, name: "transition", detail: String(describing: T.self))
    }
}
