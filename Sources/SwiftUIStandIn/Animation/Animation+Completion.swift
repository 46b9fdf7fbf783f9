// Animations with a completion (iOS 17). The headless host draws no frames, so an animation ends
// as soon as it starts: the completion runs right after the change.

/// When an animation counts as done: when it looks finished, or when it is removed entirely.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

@MainActor @preconcurrency
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

extension Transaction {
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completion()
    }
}

extension Animation {
    public static var interpolatingSpring: Animation { Animation(name: "interpolatingSpring") }

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }

    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(name: "timingCurve")
    }
}
