/// A configuration that only some OS versions offer, as an `if #available` in a widget's body gives.
@frozen
nonisolated public struct LimitedAvailabilityConfiguration: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
}
