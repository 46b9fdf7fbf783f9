import Foundation

/// A length that grows with the reader's text size: `@ScaledMetric var iconSize = 24.0`. The host
/// reads at the default text size, where the value is the one written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let value: Value

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        value = wrappedValue
    }

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public var wrappedValue: Value { value }
}

extension ScaledMetric: Sendable where Value: Sendable {}
