/// An environment key whose value UIKit's trait collection also carries, so UIKit and SwiftUI
/// code read the same value.
@available(macOS, unavailable)
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Self.Value

    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}
