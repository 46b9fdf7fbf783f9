// A widget's options, which the system reads when a person adds the widget. The headless host
// adds no widgets: each option keeps its configuration.

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func description(_ description: Text) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func contentMarginsDisabled() -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>, action: @escaping (D) async -> R) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func onBackgroundURLSessionEvents(matching matchingBlock: ((String) -> Bool)? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }

    public func onBackgroundURLSessionEvents(matching matchingString: String, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(content: self)
    }
}
