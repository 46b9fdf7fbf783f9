import Foundation

/// What a scroll target behaviour knows about the scroll it adjusts, and the environment it runs in.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    public let originalTarget: ScrollTarget
    public let velocity: CGVector
    public let contentSize: CGSize
    public let containerSize: CGSize
    public let axes: Axis.Set
    let environment: EnvironmentValues

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}
