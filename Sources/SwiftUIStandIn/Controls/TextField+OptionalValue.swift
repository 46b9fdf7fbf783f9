// Fields that edit an optional value through a format: an empty field is nil, and text that does
// not parse leaves the value as it was, as on a device.

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: optionalText(value, format), prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: optionalText(value, format), prompt: prompt) { Text(title) }
    }
}

extension TextField {
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: optionalText(value, format), prompt: prompt, label: label)
    }
}

private func optionalText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String> where F.FormatOutput == String {
    Binding(
        read: { value.wrappedValue.map(format.format) ?? "" },
        write: { text in
            if text.isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(text) {
                value.wrappedValue = parsed
            }
        }
    )
}
