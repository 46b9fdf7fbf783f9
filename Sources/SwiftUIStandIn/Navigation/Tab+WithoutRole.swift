// Apple declares each titled tab twice, with and without a role; the role forms are in Tab.swift.

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, role: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, role: nil, content: content)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, role: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, role: nil, content: content)
    }
}
