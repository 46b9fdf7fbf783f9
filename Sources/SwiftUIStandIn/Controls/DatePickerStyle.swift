/// How a date picker looks: a compact button, a calendar, or wheels. The headless host draws every
/// date picker the same way, as its title and selected date.
public protocol DatePickerStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = DatePickerStyleConfiguration
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) {
            configuration.label
        }
    }
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) {
            configuration.label
        }
    }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) {
            configuration.label
        }
    }
}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) {
            configuration.label
        }
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "datePickerStyle", detail: String(describing: S.self))
    }
}
