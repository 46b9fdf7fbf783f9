/// How a gauge looks. The headless host draws every gauge the same way.
public protocol GaugeStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = GaugeStyleConfiguration
}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }
    }
}

public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }
    }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }
    }
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }
    }
}

public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }
    }
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "gaugeStyle", detail: String(describing: S.self))
    }
}
