import Foundation

// Fields that edit a value through a `Formatter` (`NumberFormatter`, `DateFormatter`): the field
// shows the formatted value, and text that parses back sets it, as on a device.

extension TextField where Label == Text {
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(title) }
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: Self.formatted(value, formatter), prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S: StringProtocol {
        self.init(text: Self.formatted(value, formatter), prompt: prompt) { Text(title) }
    }

    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:value:formatter:prompt:)")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:value:formatter:prompt:)")
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(title) }
    }

    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:value:formatter:prompt:)")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:value:formatter:prompt:)")
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) where S: StringProtocol {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(title) }
    }

    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:value:formatter:prompt:)")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:value:formatter:prompt:)")
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: Self.formatted(value, formatter), prompt: nil) { Text(title) }
    }

    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:text:prompt:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:text:prompt:)")
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:text:prompt:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "TextField.init(_:text:prompt:)")
    public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) where S: StringProtocol {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}

extension TextField {
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Self.formatted(value, formatter), prompt: prompt, label: label)
    }

    /// The value as text, and back: text the formatter does not parse leaves the value as it was.
    static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(
            read: { formatter.string(for: value.wrappedValue) ?? "" },
            write: { text in
                if let parsed: V = Self.parse(text, with: formatter) { value.wrappedValue = parsed }
            }
        )
    }

    private static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter, let date = dates.date(from: text) {
            return date as? V
        }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return number as? V
        }
    }
}
