// Window groups that another view opens with `openWindow`: by identifier, or per value. On
// iOS (and headless) the app has one window, which shows the group's content; a group per value
// shows it for no value yet (or for its default value).

extension WindowGroup {
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension WindowGroup {
    private init<D, C>(presenting defaultValue: D?, content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(value: _StateLocation(defaultValue), content: content)
    }

    private init<D, C>(presenting defaultValue: @escaping () -> D, content: @escaping (Binding<D>) -> C) where Content == PresentedWindowContent<D, C> {
        let initial = defaultValue()
        self.init(presenting: initial) { optional in
            content(Binding(read: { optional.wrappedValue ?? initial }, write: { optional.wrappedValue = $0 }))
        }
    }

    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: nil, content: content)
    }
}

extension WindowGroup {
    public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    public init<D, C>(_ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    public init<D, C>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    public init<D, C>(_ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: defaultValue, content: content)
    }
}
