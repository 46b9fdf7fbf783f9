/// The configuration of a widget that shows nothing.
@frozen
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never

    public init() {}
}
